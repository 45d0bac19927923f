import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { List, SearchInput, TopToolbar } from 'react-admin';
import { AddButton } from './AddButton';
import { EmptyList } from './EmptyList';
import { COMMON } from '../texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />];

/** A list newest first with a search box, the add button in its toolbar, and an empty state that invites the first one. */
export function NewestFirstList({ icon, empty, children }: { icon: SvgIconComponent; empty: string; children: ReactNode }) {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
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
