import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { useState } from 'react';
import { Form, SelectInput, TextInput, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { ConvertRequest, PortiepuntDataProvider } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { FirstAdminInputs, firstAdminDefaults, slugify, toFirstAdmin, validSlug } from '../tenants/FirstAdminInputs';
import { useTranslation } from 'react-i18next';
import { choices } from '../shared/i18n';

function toRequest(values: Record<string, unknown>): ConvertRequest {
  const { slug, plan, admin } = values as unknown as ConvertRequest;
  return { slug, plan, admin: toFirstAdmin(admin) };
}

/** "Omzetten naar organisatie": a tenant named after the organisation, with a first admin who can log in at once. */
export function ConvertButton() {
  const { t } = useTranslation('admin');
  const required = requiredWith(t('tenants.required'));
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const convert = useMutation({
    mutationFn: (request: ConvertRequest) => dataProvider.convertContact(String(record?.id), request),
    onSuccess: () => {
      setOpen(false);
      notify(t('leads.converted'), { type: 'success' });
    },
    onError: (error) => notify(failureMessage(t('leads.convertFailedTitle'), error), { type: 'error' }),
  });
  if (!record || record.status === 'converted') return null;
  const canConvert = record.status === 'contacted';

  const defaults = {
    slug: slugify(record.organizationName ?? ''),
    plan: record.proposedPlan ?? 'starter',
    admin: firstAdminDefaults({ email: record.email, firstName: record.firstName, lastName: record.lastName }),
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddBusinessIcon />} disabled={!canConvert} onClick={() => setOpen(true)}>
        {t('leads.convert')}
      </Button>
      {!canConvert && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('leads.convertOnlyContacted')}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="convert-title">
        {/* Form also takes the contact record from context: send only what the convert call accepts. */}
        <Form defaultValues={defaults} onSubmit={(values: Record<string, unknown>) => convert.mutate(toRequest(values))}>
          <DialogTitle id="convert-title">{t('leads.convertTitle')}</DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('leads.convertIntro', { organization: record.organizationName })}
            </Alert>
            <TextInput
              source="slug"
              label={t('tenants.slug')}
              validate={[required, validSlug]}
              helperText={t('tenants.slugHint')}
              fullWidth
            />
            <SelectInput
              source="plan"
              label={t('tenants.plan')}
              choices={choices(t('planLabels', { returnObjects: true }))}
              translateChoice={false}
              validate={required}
              fullWidth
            />
            <FirstAdminInputs />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('leads.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={convert.isPending}>
              {t('leads.convertSubmit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
