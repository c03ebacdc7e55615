// Business settings (docs/product/business-desk.md#business-management: "the layout of the settings page is not shown"): what the
// owner's account and business are, the public profile's address to copy or open, and the
// places where each can be changed. Nothing here pretends to be a setting it is not.
import { personName } from '@baraat/shared/domain/names';
import type { User } from '@baraat/shared/schemas/auth';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailAddress } from '@/components/ui/email-address';
import { link, paths } from '@/config/paths';
import { HoldPeriodForm } from './hold-period-form';

interface BusinessSettingsPanelProps {
  business: MyBusiness;
  user: User;
  /** h2 on its own page, h3 under the desk's Settings tab heading. */
  headingLevel: 2 | 3;
}

export function BusinessSettingsPanel({
  business,
  user,
  headingLevel,
}: BusinessSettingsPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const profilePath = link.vendorProfile(business.slug);
  const profileUrl = `${window.location.origin}${profilePath}`;
  return (
    <div className="settings-panel">
      <section className="settings-card" aria-labelledby="settings-account">
        <Heading id="settings-account">Account</Heading>
        <dl className="settings-list">
          <dt>Name</dt>
          <dd>{personName(user)}</dd>
          <dt>E-mail</dt>
          <dd>
            <EmailAddress address={user.email} />
          </dd>
          <dt>Role</dt>
          <dd>Business owner</dd>
        </dl>
        <Link className="button button-secondary" to={paths.changePassword}>
          Change Password
        </Link>
      </section>
      <section className="settings-card" aria-labelledby="settings-business">
        <Heading id="settings-business">Business</Heading>
        <dl className="settings-list">
          <dt>Name</dt>
          <dd>{business.business_name}</dd>
          <dt>Type</dt>
          <dd>{business.business_type.business_type_name}</dd>
          <dt>City</dt>
          <dd>{business.city_name}</dd>
        </dl>
        <PublicAddress url={profileUrl} path={profilePath} />
        <div className="button-row">
          <Link className="button button-secondary" to={paths.businessEdit}>
            Edit Business
          </Link>
          <Link className="button button-secondary" to={paths.businessAddMedia}>
            Manage Media
          </Link>
          <Link className="button button-secondary" to={paths.businessManage}>
            Business Management
          </Link>
        </div>
      </section>
      <HoldPeriodForm business={business} ownerId={user.user_id} heading={Heading} />
    </div>
  );
}

/** The public profile's address: customers open it from a shared link (the slug never changes). */
function PublicAddress({ url, path }: { url: string; path: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no'>();

  const copy = async () => {
    try {
      // Absent outside a secure context (plain http on a LAN address).
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('no');
    }
  };

  return (
    <div className="field">
      <label htmlFor="public-profile-address">Public profile address</label>
      <div className="settings-address">
        <input
          id="public-profile-address"
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy link
        </button>
        <a className="button button-secondary" href={path} target="_blank" rel="noopener">
          Open
        </a>
      </div>
      <p className="field-hint" role="status">
        {copied === 'yes' && 'Link copied.'}
        {copied === 'no' && 'Copying is not available here: the address is selected, copy it.'}
      </p>
    </div>
  );
}
