import { describe, expect, it } from 'vitest';
import { deskTabs } from './tabs';

describe('the desk’s tab strip', () => {
  it('shows the Activity tab to the owner and the manager, not to the front desk', () => {
    expect(deskTabs('owner', 'halls', 'home')).toContain('activity');
    expect(deskTabs('manager', 'halls', 'home')).toContain('activity');
    expect(deskTabs('front_desk', 'halls', 'home')).not.toContain('activity');
  });

  it('shows the resource tab of the business’s kind, and the one the address names', () => {
    expect(deskTabs('owner', 'halls', 'home')).not.toContain('workers');
    expect(deskTabs('owner', 'halls', 'workers')).toEqual(
      expect.arrayContaining(['halls', 'workers']),
    );
  });
});
