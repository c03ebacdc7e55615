// The two words of Switch user the header and the user menu show before the dialog loads
// (docs/product/business-desk.md#switch-user): kept apart from the dialog's texts, which load
// with it. Translated where shown.
import { msg } from '@lingui/core/macro';

/** The user menu's item. */
export const SWITCH_USER = msg`Switch user`;
/** Beside the member the header shows, whose PIN this device checked. */
export const CHECKED_HERE = msg`checked on this device`;
