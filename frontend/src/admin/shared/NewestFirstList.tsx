import type { SvgIconComponent } from '@mui/icons-material';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { List, SearchInput, TopToolbar } from 'react-admin';
import { AddButton } from './AddButton';
import { EmptyList } from './EmptyList';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('admin');
  const allFilters = useMemo(
    () => [<SearchInput key="q" source="q" alwaysOn placeholder={t('common.search')} />, ...filters],
    [filters, t],
  );
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
