import PeopleIcon from '@mui/icons-material/People';
import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, useRecordContext } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { ActiveField } from '../shared/ActiveField';
import { AddButton } from '../shared/AddButton';
import { UserImportButton } from './UserImportButton';
import { EmptyList } from '../shared/EmptyList';
import { ASSIGNABLE_ROLES, COMMON, ROLE_LABELS, USERS } from '../texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />,
  <SelectInput key="role" source="role" choices={ASSIGNABLE_ROLES} alwaysOn />,
];

/** Uitgenodigd while an active user has not yet accepted their invitation; otherwise Actief or Inactief. */
function UserStatusField(_: { source?: string; label?: string }) {
  const user = useRecordContext();
  if (user?.isActive && user.invitationPending)
    return <Chip size="small" color="warning" variant="outlined" label={USERS.invitationPending} />;
  return <ActiveField />;
}

export function UserList() {
  return (
    <List
      sort={{ field: 'lastName', order: 'ASC' }}
      filters={filters}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          <UserImportButton />
          <AddButton />
        </TopToolbar>
      }
      empty={<EmptyList icon={PeopleIcon} message={USERS.empty} create />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="lastName" render={(user) => `${user.firstName} ${user.lastName}`} label={COMMON.name} />
        <DataTable.Col source="email" />
        <DataTable.Col
          source="role"
          render={(user) => <Chip size="small" label={ROLE_LABELS[user.role as keyof typeof ROLE_LABELS] ?? user.role} />}
        />
        <DataTable.Col source="isActive" label={USERS.status} field={UserStatusField} />
        <DataTable.Col source="createdAt" field={DutchDateField} />
      </DataTable>
    </List>
  );
}
