import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { COUNTRY_NAMES } from '@schemas/countries';
import { useLocationSearch } from '@/lib/reference-data/locations';
import styles from './creator-profile.module.css';

/** A listed city (`id`), or one the creator typed (`city` with its `country_code`). */
export type TCityValue = { id: string; label: string; city: string; country_code: string };
export const EMPTY_CITY: TCityValue = { id: '', label: '', city: '', country_code: '' };

const COUNTRIES = Object.entries(COUNTRY_NAMES).sort((a, b) => a[1].localeCompare(b[1]));

type Option = { key: string; text: string; pick: () => void };

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The city field: an ARIA 1.2 combobox over the searchable location list (arrows, Enter, Escape; the number of
 * matches is announced). A city that is not listed is kept as typed ("Use “Porto” as my city"), with a country
 * chosen below it, so a creator from anywhere can finish their profile.
 */
export const CityCombobox = ({
  value,
  onChange,
  error,
  countryError,
}: {
  value: TCityValue;
  onChange: (next: TCityValue) => void;
  error?: string;
  countryError?: string;
}) => {
  const id = useId();
  const [text, setText] = useState(value.id ? value.label : value.city);
  const [open, setOpen] = useState(false);
  // The highlighted option by key, so a list that changes under the arrows never moves Enter onto another city.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text), 200);
    return () => clearTimeout(t);
  }, [text]);
  const results = useLocationSearch(debounced);
  const typed = text.trim().replace(/\s+/g, ' ');

  const choose = (next: TCityValue) => {
    onChange(next);
    setText(next.id ? next.label : next.city);
    setOpen(false);
    setActiveKey(null);
  };
  const options: Option[] = useMemo(() => {
    // While the answer for the newest text is on its way, the previous one shows only where it still fits.
    const fits = (label: string) => !results.isPlaceholderData || fold(label).includes(fold(typed));
    const found = typed.length >= 2 ? (results.data ?? []).filter((l) => fits(l.label)) : [];
    const listed = found.map((l) => ({
      key: l.id,
      text: l.label,
      pick: () => choose({ id: l.id, label: l.label, city: l.city, country_code: l.country_code }),
    }));
    const exact = found.some((l) => l.city.toLowerCase() === typed.toLowerCase());
    return typed.length >= 2 && !exact
      ? [
          ...listed,
          {
            key: 'own',
            text: `Use “${typed}” as my city`,
            pick: () => choose({ id: '', label: '', city: typed, country_code: value.country_code }),
          },
        ]
      : listed;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results.data, results.isPlaceholderData, typed, value.country_code]);

  const active = options.findIndex((o) => o.key === activeKey);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && options.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActiveKey(options.length ? options[(active + 1) % options.length]!.key : null);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActiveKey(options.length ? options[active <= 0 ? options.length - 1 : active - 1]!.key : null);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      options[active]?.pick();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActiveKey(null);
    }
  };

  const status =
    typed.length < 2
      ? ''
      : results.isError
        ? 'Cities could not be searched; you can still use the city as typed.'
        : results.isFetching && !results.data
          ? 'Searching cities…'
          : `${results.data?.length ?? 0} cities found.`;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        City
      </label>
      <div className={styles.combobox}>
        <input
          id={`${id}-input`}
          className={styles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          placeholder="Start typing your city"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActiveKey(null);
            if (value.id || value.city) onChange({ ...EMPTY_CITY, country_code: value.country_code });
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Cities" className={styles.listbox} hidden={!expanded}>
          {options.map((o, i) => (
            <li
              key={o.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                o.pick();
              }}
            >
              {o.text}
            </li>
          ))}
        </ul>
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-hint`}>
          {error}
        </p>
      ) : (
        <p className={styles.hint} id={`${id}-hint`}>
          {value.id
            ? 'From our city list.'
            : value.city
              ? 'Not in our list yet: it will be added with the country you choose.'
              : 'Pick your city from the list, or use it as you type it if it is not there.'}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {open ? status : ''}
      </p>
      {!value.id && value.city && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-country`}>
            Country of {value.city}
          </label>
          <select
            id={`${id}-country`}
            className={styles.select}
            aria-invalid={countryError ? true : undefined}
            value={value.country_code}
            onChange={(e) => onChange({ ...value, country_code: e.target.value })}
          >
            <option value="">Choose the country</option>
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {countryError && <p className={styles.error}>{countryError}</p>}
        </div>
      )}
    </div>
  );
};
