import PeopleIcon from '@mui/icons-material/People';
import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, useRecordContext } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ActiveField } from '../shared/ActiveField';
import { AddButton } from '../shared/AddButton';
import { UserImportButton } from './UserImportButton';
import { EmptyList } from '../shared/EmptyList';
import { useTranslation } from 'react-i18next';
import { useAssignableRoles, useRoleName, type AdminT } from '../shared/i18n';

const filtersOf = (t: AdminT, roles: ReturnType<typeof useAssignableRoles>) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={t('common.search')} />,
  <SelectInput key="role" source="role" choices={roles} translateChoice={false} alwaysOn />,
];

/** Uitgenodigd while an active user has not yet accepted their invitation; otherwise Actief or Inactief. */
function UserStatusField(_: { source?: string; label?: string }) {
  const { t } = useTranslation('admin');
  const user = useRecordContext();
  if (user?.isActive && user.invitationPending)
    return <Chip size="small" color="warning" variant="outlined" label={t('users.invitationPending')} />;
  return <ActiveField />;
}

export function UserList() {
  const { t } = useTranslation('admin');
  const roles = useAssignableRoles();
  const roleName = useRoleName();
  return (
    <List
      sort={{ field: 'lastName', order: 'ASC' }}
      filters={filtersOf(t, roles)}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          <UserImportButton />
          <AddButton />
        </TopToolbar>
      }
      empty={<EmptyList icon={PeopleIcon} message={t('users.empty')} create />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="lastName" render={(user) => `${user.firstName} ${user.lastName}`} label={t('common.name')} />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" render={(user) => <Chip size="small" label={roleName(user.role)} />} />
        <DataTable.Col source="isActive" label={t('users.status')} field={UserStatusField} />
        <DataTable.Col source="createdAt" field={LocalDateField} />
      </DataTable>
    </List>
  );
}
