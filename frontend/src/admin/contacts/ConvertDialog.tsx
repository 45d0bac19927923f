import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { useState } from 'react';
import { Form, SelectInput, TextInput, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { ConvertRequest, PortiepuntDataProvider } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { FirstAdminInputs, slugify, validSlug } from '../tenants/FirstAdminInputs';
import { choices, LEADS, PLAN_LABELS, TENANTS } from '../texts';

const required = requiredWith(TENANTS.required);

function toRequest(values: Record<string, unknown>): ConvertRequest {
  const { slug, plan, admin } = values as unknown as ConvertRequest;
  return { slug, plan, admin: { email: admin.email, firstName: admin.firstName, lastName: admin.lastName, password: admin.password } };
}

/** "Omzetten naar organisatie": a tenant named after the organisation, with a first admin who can log in at once. */
export function ConvertButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const convert = useMutation({
    mutationFn: (request: ConvertRequest) => dataProvider.convertContact(String(record?.id), request),
    onSuccess: () => {
      setOpen(false);
      notify(LEADS.converted, { type: 'success' });
    },
    onError: (error) => notify(failureMessage(LEADS.convertFailedTitle, error), { type: 'error' }),
  });
  if (!record || record.status === 'converted') return null;
  const canConvert = record.status === 'contacted';

  const defaults = {
    slug: slugify(record.organizationName ?? ''),
    plan: record.proposedPlan ?? 'starter',
    admin: { email: record.email, firstName: record.firstName, lastName: record.lastName, password: '' },
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddBusinessIcon />} disabled={!canConvert} onClick={() => setOpen(true)}>
        {LEADS.convert}
      </Button>
      {!canConvert && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {LEADS.convertOnlyContacted}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="convert-title">
        {/* Form also takes the contact record from context: send only what the convert call accepts. */}
        <Form defaultValues={defaults} onSubmit={(values: Record<string, unknown>) => convert.mutate(toRequest(values))}>
          <DialogTitle id="convert-title">{LEADS.convertTitle}</DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {LEADS.convertIntro(record.organizationName)}
            </Alert>
            <TextInput source="slug" label={TENANTS.slug} validate={[required, validSlug]} helperText={TENANTS.slugHint} fullWidth />
            <SelectInput source="plan" label={TENANTS.plan} choices={choices(PLAN_LABELS)} validate={required} fullWidth />
            <FirstAdminInputs />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{LEADS.cancel}</Button>
            <Button type="submit" variant="contained" disabled={convert.isPending}>
              {LEADS.convertSubmit}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
