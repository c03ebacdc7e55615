// How the calendar's offline forms save (Add Slot, Walk-in, Walk-in wedding): check the form
// with its shared schema, queue the change on the device, then close with the saved text, or
// keep the input and show why it was not queued (the device's check, a full storage, or the
// spec's failure text) next to Save and beside the field it names, the focus on the first
// (docs/product/texts.md#forms). Typed input counts as unsaved until the change is queued.
import { type FormEvent, useState } from 'react';
import { i18n } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import type { Queued } from '../api/create-slot';
import { savedText } from './saved-text';

interface SaveForm<T> {
  dirty: boolean;
  check: () => Promise<{ ok: true; data: T } | { ok: false }>;
  /** Puts a refusal beside the field it names, and moves the focus to the first. */
  report: (errors: Record<string, string>) => void;
  /** Moves the focus to the first message (the summary, when no field is named). */
  showErrors: () => void;
}

export function useQueuedSave<T>(
  form: SaveForm<T>,
  queue: (data: T) => Promise<Queued>,
  texts: { what: Parameters<typeof savedText>[0]; failed: string },
  onClose: () => void,
) {
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(form.dirty && !saving);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const checked = await form.check();
    if (!checked.ok) return;
    setSaving(true);
    try {
      const queued = await queue(checked.data);
      if (!queued.ok) {
        // A shared text is translated by its English source; the server's comes translated.
        const reason = i18n._(queued.reason);
        setRefusal(reason);
        if (queued.field) form.report({ [queued.field]: reason });
        else form.showErrors();
        setSaving(false);
        return;
      }
      showToast('success', savedText(texts.what));
      onClose();
    } catch {
      setRefusal(texts.failed);
      form.showErrors();
      setSaving(false);
    }
  };
  return { refusal, saving, submit };
}
