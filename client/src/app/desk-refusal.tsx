import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import type { DeskAction } from '@baraat/shared/domain/desk-roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * A desk screen or tab the signed-in role may not use, opened by its address: the table's plain
 * reason and the way back to the desk, never a screen of refused calls
 * (docs/product/business-desk.md#what-each-role-sees).
 */
export function DeskRefusal({ action, inPage = false }: { action: DeskAction; inPage?: boolean }) {
  const { i18n } = useLingui();
  const Heading = inPage ? 'h2' : 'h1';
  return (
    <section
      className={inPage ? 'desk-refusal' : 'page narrow'}
      aria-labelledby="desk-refusal-title"
    >
      <Heading id="desk-refusal-title">{i18n._(DESK_ACTIONS[action].refusal)}</Heading>
      <Link className="button" to={paths.businessHome}>
        <Trans>Back to the desk</Trans>
      </Link>
    </section>
  );
}
