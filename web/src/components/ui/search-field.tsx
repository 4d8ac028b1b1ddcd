import { SEARCH_TEXT_MAX } from '@schemas/vocabularies';
import { TextField, type TextFieldProps } from './text-field';

type SearchFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  /** The box's text, on every keystroke. */
  onSearch: (text: string) => void;
};

/** A labelled search box (a list's filter) that reports its text as it is typed, up to what the API searches for. */
export const SearchField = ({ onSearch, ...field }: SearchFieldProps) => (
  <TextField maxLength={SEARCH_TEXT_MAX} {...field} type="search" onChange={(e) => onSearch(e.target.value)} />
);
