import type { SvgIconComponent } from '@mui/icons-material';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { List, SearchInput, TopToolbar } from 'react-admin';
import { AddButton } from './AddButton';
import { EmptyList } from './EmptyList';
import { COMMON } from '../texts';

const search = <SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />;
const NO_FILTERS: ReactElement[] = [];

/**
 * A list newest first with a search box (and any further `filters`), the add button in its toolbar, and an empty
 * state that invites the first one.
 */
export function NewestFirstList({
  icon,
  empty,
  filters = NO_FILTERS,
  children,
}: {
  icon: SvgIconComponent;
  empty: string;
  filters?: ReactElement[];
  children: ReactNode;
}) {
  const allFilters = useMemo(() => [search, ...filters], [filters]);
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={allFilters}
      actions={
        <TopToolbar>
          <AddButton />
        </TopToolbar>
      }
      empty={<EmptyList icon={icon} message={empty} create />}
    >
      {children}
    </List>
  );
}
