import {
  RADIUS_KM,
  SEARCH_SORTS,
  TIME_SLOTS,
  type TimeSlotName,
} from '@baraat/shared/schemas/listings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusinessTypeOptions, CityOptions } from '@/components/ui/catalog-options';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/form';
import type { ResponseTime, SearchFilters } from './filters';

const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], MessageDescriptor> = {
  relevance: msg`Relevance`,
  price_low: msg`Price: low to high`,
  price_high: msg`Price: high to low`,
  rating: msg`Rating`,
  distance: msg`Distance`,
  newest: msg`Newest`,
};

const TOGGLES: [keyof SearchFilters, MessageDescriptor][] = [
  ['isVerified', msg`Verified`],
  ['hasOnlineBooking', msg`Online booking`],
  ['hasInstantBooking', msg`Instant booking`],
  ['hasPackageDeals', msg`Package deals`],
];

interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** The shared query schema's messages for the price fields (min_price, max_price). */
  errors: FieldErrors;
}

export function FilterPanel({ filters, onChange, errors }: FilterPanelProps) {
  const { t, i18n } = useLingui();
  const radius = filters.radiusKm;
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const toggleSlot = (slot: TimeSlotName) =>
    set(
      'timeSlots',
      filters.timeSlots.includes(slot)
        ? filters.timeSlots.filter((s) => s !== slot)
        : [...filters.timeSlots, slot],
    );

  return (
    <div className="advanced-filters">
      <SelectField
        label={t`Business type`}
        value={filters.businessType}
        onChange={(e) => set('businessType', e.target.value)}
      >
        <BusinessTypeOptions anyLabel={t`All types`} />
      </SelectField>
      <SelectField
        label={t`Location`}
        value={filters.location}
        onChange={(e) => set('location', e.target.value)}
      >
        <CityOptions anyLabel={t`Anywhere`} />
      </SelectField>
      <label className="field">
        <span>
          <Trans>Radius: {radius} km</Trans>
        </span>
        <input
          type="range"
          min={RADIUS_KM.min}
          max={RADIUS_KM.max}
          step={5}
          value={filters.radiusKm}
          disabled={!filters.location}
          onChange={(e) => set('radiusKm', Number(e.target.value))}
        />
      </label>
      <TextField
        label={t`Min price (Rs)`}
        inputMode="numeric"
        value={filters.minPrice}
        error={errors.min_price}
        onChange={(e) => set('minPrice', e.target.value)}
      />
      <TextField
        label={t`Max price (Rs)`}
        inputMode="numeric"
        placeholder={t`Any`}
        value={filters.maxPrice}
        error={errors.max_price}
        onChange={(e) => set('maxPrice', e.target.value)}
      />
      <SelectField
        label={t`Minimum rating`}
        value={String(filters.minRating)}
        onChange={(e) => set('minRating', Number(e.target.value))}
      >
        {[0, 1, 2, 3, 4].map((n) => (
          <option key={n} value={n}>
            {n === 0 ? t`Any` : t`${n}+ stars`}
          </option>
        ))}
      </SelectField>
      <DateField
        label={t`Available from`}
        value={filters.startDate}
        onChange={(e) => set('startDate', e.target.value)}
      />
      <DateField
        label={t`Available until`}
        value={filters.endDate}
        onChange={(e) => set('endDate', e.target.value)}
      />
      <fieldset className="chip-row">
        <legend>
          <Trans>Time of day</Trans>
        </legend>
        {(Object.keys(TIME_SLOTS) as TimeSlotName[]).map((slot) => (
          <button
            key={slot}
            type="button"
            className={`chip${filters.timeSlots.includes(slot) ? ' chip-on' : ''}`}
            aria-pressed={filters.timeSlots.includes(slot)}
            onClick={() => toggleSlot(slot)}
          >
            {i18n._(TIME_SLOTS[slot].label)}
          </button>
        ))}
      </fieldset>
      <fieldset className="chip-row">
        <legend>
          <Trans>Only vendors with</Trans>
        </legend>
        {TOGGLES.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className={`chip${filters[key] ? ' chip-on' : ''}`}
            aria-pressed={Boolean(filters[key])}
            onClick={() => set(key, !filters[key] as never)}
          >
            {i18n._(label)}
          </button>
        ))}
      </fieldset>
      <SelectField
        label={t`Replies within`}
        value={filters.responseTime}
        onChange={(e) => set('responseTime', e.target.value as ResponseTime)}
      >
        <option value="any">{t`Any time`}</option>
        <option value="1h">{t`1 hour`}</option>
        <option value="24h">{t`24 hours`}</option>
        <option value="48h">{t`48 hours`}</option>
      </SelectField>
      <SelectField
        label={t`Sort by`}
        value={filters.sortBy}
        onChange={(e) => set('sortBy', e.target.value as SearchFilters['sortBy'])}
      >
        {SEARCH_SORTS.filter((sort) => sort !== 'distance' || filters.location).map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
