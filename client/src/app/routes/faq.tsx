import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  FAQ_CATEGORIES,
  FAQ_QUESTIONS,
  type FaqCategory,
  faqText,
  filterQuestions,
} from '@/features/faq/questions';

const FILTERS: { value: FaqCategory | 'all'; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  ...FAQ_CATEGORIES,
];

export default function FaqRoute() {
  const { t, i18n } = useLingui();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const found = filterQuestions(FAQ_QUESTIONS, search, category);

  return (
    <section className="page static-page" aria-labelledby="faq-title">
      <h1 id="faq-title">
        <Trans>Frequently Asked Questions</Trans>
      </h1>
      <p className="lead">
        <Trans>Answers about booking vendors, payments and listing your business.</Trans>
      </p>

      <search className="faq-tools">
        <div className="field">
          <label htmlFor={searchId}>
            <Trans>Search questions</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t`e.g. cancel, JazzCash, verified`}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <fieldset className="faq-filters">
          <legend>
            <Trans>Category</Trans>
          </legend>
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className="button button-secondary button-small"
              aria-pressed={category === filter.value}
              onClick={() => setCategory(filter.value)}
            >
              {i18n._(filter.label)}
            </button>
          ))}
        </fieldset>
      </search>

      <p className="result-line" role="status">
        {found.length === 0
          ? t`No questions found`
          : t`${plural(found.length, { one: '# question', other: '# questions' })}`}
      </p>
      {found.length > 0 && (
        <div className="faq-list">
          {found.map((item) => (
            <details key={item.id} className="faq-item">
              <summary>{faqText(item.question)}</summary>
              <p>{faqText(item.answer)}</p>
            </details>
          ))}
        </div>
      )}

      <p className="muted">
        <Trans>
          Still have a question? <Link to={paths.contactUs}>Contact us</Link> and we will reply
          within 24 hours.
        </Trans>
      </p>
    </section>
  );
}
