import ContactMailIcon from '@mui/icons-material/ContactMail';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { EmptyList } from '../shared/EmptyList';
import { InstitutionTypeField, LeadStatusField, LocationCountField } from '../shared/leads';
import { useTranslation } from 'react-i18next';
import { type AdminT, choices } from '../shared/i18n';

const filtersOf = (t: AdminT) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={t('common.search')} />,
  <SelectInput
    key="status"
    source="status"
    choices={choices(t('contactStatusLabels', { returnObjects: true }))}
    translateChoice={false}
    alwaysOn
  />,
];

/** On a phone the list keeps the organisation and the status (newest first); the request itself shows the rest. */
export function ContactList() {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filtersOf(t)}
      exporter={false}
      // No create and no export: without this an empty toolbar would sit above the search.
      actions={false}
      empty={<EmptyList icon={ContactMailIcon} message={t('leads.emptyContacts')} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="organizationName" />
        {!phone && (
          <DataTable.Col source="lastName" label={t('common.name')} render={(request) => `${request.firstName} ${request.lastName}`} />
        )}
        {!phone && <DataTable.Col source="email" />}
        {!phone && <DataTable.Col source="institutionType" field={InstitutionTypeField} />}
        {!phone && <DataTable.Col source="numberOfLocations" field={LocationCountField} />}
        <DataTable.Col source="status" render={() => <LeadStatusField labels={t('contactStatusLabels', { returnObjects: true })} />} />
        {!phone && <DataTable.Col source="createdAt" field={LocalDateField} />}
      </DataTable>
    </List>
  );
}
