import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  FAQ_CATEGORIES,
  FAQ_QUESTIONS,
  type FaqCategory,
  filterQuestions,
} from '@/features/faq/questions';

const FILTERS: { value: FaqCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  ...FAQ_CATEGORIES,
];

export default function FaqRoute() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const found = filterQuestions(FAQ_QUESTIONS, search, category);

  return (
    <section className="page static-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Frequently Asked Questions</h1>
      <p className="lead">Answers about booking vendors, payments and listing your business.</p>

      <search className="faq-tools">
        <div className="field">
          <label htmlFor={searchId}>Search questions</label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder="e.g. cancel, JazzCash, verified"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <fieldset className="faq-filters">
          <legend>Category</legend>
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className="button button-secondary button-small"
              aria-pressed={category === filter.value}
              onClick={() => setCategory(filter.value)}
            >
              {filter.label}
            </button>
          ))}
        </fieldset>
      </search>

      <p className="result-line" role="status">
        {found.length === 0
          ? 'No questions found'
          : `${found.length} ${found.length === 1 ? 'question' : 'questions'}`}
      </p>
      {found.length > 0 && (
        <div className="faq-list">
          {found.map((item) => (
            <details key={item.id} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      )}

      <p className="muted">
        Still have a question? <Link to={paths.contactUs}>Contact us</Link> and we will reply within
        24 hours.
      </p>
    </section>
  );
}
