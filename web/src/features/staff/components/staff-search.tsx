import type { ReactNode } from 'react';
import layout from '@/components/styles/layout.module.css';
import { SearchField } from '@/components/ui/search-field';

/** The filter row above a staff list: a search box, then any other filters the list has. */
export const StaffSearch = ({
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) => (
  <div className={layout.filters}>
    <SearchField label={label} placeholder={placeholder} value={value} onSearch={onChange} />
    {children}
  </div>
);
