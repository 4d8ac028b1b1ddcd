import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { AGE_RANGES, LANGUAGES, NICHES, PLATFORMS } from '@schemas/vocabularies';
import { AUDIENCE_GENDERS, AUDIENCE_GENDER_LABELS, CREATOR_LIST_FILTERS } from '@schemas/creator-search-vocabulary';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLocations } from '@/lib/reference-data/locations';
import { FILTER_PARAMS, type TFilterParam } from '../api/search-params';
import styles from './brand-creators.module.css';
import { platformLabel } from '@/lib/format';
import { RecordOptions } from '@/components/ui/select-field';

const LIST_FILTERS: readonly string[] = CREATOR_LIST_FILTERS;

type TInput = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step' | 'placeholder'>;
const WHOLE: TInput = { type: 'number', min: 0 };

/** The panel, top to bottom: one row a control; a range is two fields side by side. */
type TControl =
  | { kind: 'choices'; name: TFilterParam; legend: string; options: readonly string[]; label?: (o: string) => string }
  | { kind: 'range'; fields: readonly [TFilterParam, string][]; input: TInput }
  | { kind: 'text'; name: TFilterParam; label: string; input: TInput }
  | { kind: 'location' }
  | { kind: 'gender' };

const CONTROLS: readonly TControl[] = [
  { kind: 'choices', name: 'platform', legend: 'Platforms', options: PLATFORMS, label: platformLabel },
  {
    kind: 'range',
    fields: [
      ['followers_min', 'Min followers'],
      ['followers_max', 'Max followers'],
    ],
    input: WHOLE,
  },
  {
    kind: 'range',
    fields: [
      ['engagement_min', 'Min engagement %'],
      ['engagement_max', 'Max engagement %'],
    ],
    input: { type: 'number', min: 0, max: 100, step: '0.1' },
  },
  { kind: 'choices', name: 'niche', legend: 'Niches', options: NICHES },
  { kind: 'location' },
  { kind: 'choices', name: 'language', legend: 'Languages', options: LANGUAGES },
  { kind: 'gender' },
  { kind: 'choices', name: 'audience_age', legend: 'Audience age', options: AGE_RANGES },
  {
    kind: 'text',
    name: 'audience_country',
    label: 'Audience country (2-letter codes, comma-separated)',
    input: { placeholder: 'US, GB' },
  },
  {
    kind: 'range',
    fields: [
      ['rate_min', 'Rate from ($)'],
      ['rate_max', 'to ($)'],
    ],
    input: WHOLE,
  },
  {
    kind: 'range',
    fields: [
      ['available_from', 'Available from'],
      ['available_to', 'until'],
    ],
    input: { type: 'date' },
  },
];

const Choices = ({
  name,
  legend,
  options,
  selected,
  label = (o) => o,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  selected: string[];
  label?: (o: string) => string;
}) => (
  <fieldset className={styles.fieldset}>
    <legend>{legend}</legend>
    <div className={styles.toggles}>
      {options.map((value) => (
        <label key={value} className={styles.toggle}>
          <input type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} />
          {label(value)}
        </label>
      ))}
    </div>
  </fieldset>
);

/** A native select in the panel's own compact style (the location list shows five rows at once). */
const FilterSelect = ({
  id,
  label,
  children,
  ...select
}: {
  id: string;
  label: string;
  name: TFilterParam;
  children: ReactNode;
  multiple?: boolean;
  size?: number;
  defaultValue: string | string[];
}) => (
  <div className={styles.field}>
    <label className={styles.label} htmlFor={id}>
      {label}
    </label>
    <select id={id} className={styles.select} {...select}>
      {children}
    </select>
  </div>
);

/**
 * The Search Filters panel. Values live in the URL; applying the form writes them there. Rates are typed in
 * whole currency units and sent in cents.
 */
type SearchFiltersProps = {
  params: URLSearchParams;
  /** Field → message for values the search refuses (a range upside down); shown on the field. */
  problems: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
};

export const SearchFilters = ({ params, problems, onApply, onClear }: SearchFiltersProps) => {
  const locations = useLocations();
  const list = (k: string) => (params.get(k) ?? '').split(',').filter(Boolean);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values: Record<string, string> = {};
    for (const k of FILTER_PARAMS) {
      const all = LIST_FILTERS.includes(k) ? data.getAll(k).map(String) : [String(data.get(k) ?? '')];
      const joined = all.filter(Boolean).join(',');
      if (joined) values[k] = joined;
    }
    onApply(values);
  };
  const field = (name: TFilterParam, label: string, input: TInput) => (
    <TextField
      key={name}
      label={label}
      name={name}
      error={problems[name]}
      defaultValue={params.get(name) ?? ''}
      {...input}
    />
  );
  const control = (c: TControl, i: number) => {
    switch (c.kind) {
      case 'choices':
        return (
          <Choices
            key={i}
            name={c.name}
            legend={c.legend}
            options={c.options}
            label={c.label}
            selected={list(c.name)}
          />
        );
      case 'range':
        return (
          <div key={i} className={styles.pair}>
            {c.fields.map(([name, label]) => field(name, label, c.input))}
          </div>
        );
      case 'text':
        return field(c.name, c.label, c.input);
      case 'location':
        return (
          <FilterSelect
            key={i}
            id="filter-location"
            label="Location"
            name="location"
            multiple
            size={5}
            defaultValue={list('location')}
          >
            <RecordOptions records={locations.data} label={(l) => l.label} />
          </FilterSelect>
        );
      case 'gender':
        return (
          <FilterSelect
            key={i}
            id="filter-gender"
            label="Audience mostly"
            name="audience_gender"
            defaultValue={params.get('audience_gender') ?? ''}
          >
            <option value="">Anyone</option>
            {AUDIENCE_GENDERS.map((g) => (
              <option key={g} value={g}>
                {AUDIENCE_GENDER_LABELS[g]}
              </option>
            ))}
          </FilterSelect>
        );
    }
  };
  return (
    // eslint-disable-next-line forms/through-react-hook-form -- filters only write the address; the search page checks them
    <form className={styles.filters} onSubmit={submit} aria-label="Filters">
      {CONTROLS.map(control)}
      <div className={styles.row}>
        <Button htmlType="submit">Apply filters</Button>
        <Button color="tertiary" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
};
