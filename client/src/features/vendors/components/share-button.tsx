import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@/lib/toasts';

/** Native share where the device has it, else the address goes to the clipboard (docs/product/discovery.md#the-customer-screens). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch {
        // Dismissed, or not allowed here: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', t`URL copied to clipboard!`);
    } catch {
      showToast('error', t`Could not copy the link`);
    }
  };
  return (
    <button type="button" className="button button-secondary" onClick={share}>
      <Trans>Share</Trans>
    </button>
  );
}
