import ScienceIcon from '@mui/icons-material/Science';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  Form,
  HttpError,
  NumberInput,
  SaveButton,
  SelectInput,
  TextArrayInput,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings, PortiepuntDataProvider, SavePaymentSettings } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { FormErrorSummary } from '../shared/FormErrorSummary';
import { choices } from '../shared/i18n';

type PaymentForm = Omit<SavePaymentSettings, 'mollieApiKey'> & { mollieApiKey: string };

const toForm = ({ mode, methods, holdMinutes, refundNoShows, vatPercent }: PaymentSettings): PaymentForm => ({
  mode,
  mollieApiKey: '',
  methods,
  holdMinutes,
  refundNoShows,
  vatPercent,
});

/** The key is write-only: an empty field keeps the stored one. */
const toRequest = ({ mollieApiKey, ...rest }: PaymentForm): SavePaymentSettings => ({
  ...rest,
  ...(mollieApiKey.trim() ? { mollieApiKey: mollieApiKey.trim() } : {}),
});

function SettingsForm({ saved, tenantId }: { saved: PaymentSettings; tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();

  async function save(values: Record<string, unknown>) {
    try {
      client.setQueryData(['payment-settings', tenantId], await dataProvider.savePaymentSettings(toRequest(values as PaymentForm)));
      notify(t('payments.saved'), { type: 'success' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.body?.errors) return error.body.errors as Record<string, string>;
      notify(failureMessage(t('payments.saveFailedTitle'), error), { type: 'error', multiLine: true });
    }
  }

  const keyMode = saved.mollieTestMode ? t('payments.testMode') : t('payments.liveMode');
  return (
    <Form key={JSON.stringify(saved)} defaultValues={toForm(saved)} onSubmit={save} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
        <FormErrorSummary title={t('payments.fixFields')} />
        <SelectInput
          source="mode"
          label={t('payments.mode')}
          choices={choices(t('payments.modes', { returnObjects: true }))}
          translateChoice={false}
          fullWidth
        />
        <TextInput
          source="mollieApiKey"
          label={t('payments.apiKey')}
          type="password"
          autoComplete="off"
          helperText={saved.mollieApiKeySet ? t('payments.apiKeySet', { mode: keyMode }) : t('payments.apiKeyNew')}
          fullWidth
        />
        <TextArrayInput source="methods" label={t('payments.methods')} helperText={t('payments.methodsHint')} fullWidth />
        <NumberInput
          source="holdMinutes"
          label={t('payments.holdMinutes')}
          helperText={t('payments.holdMinutesHint')}
          min={2}
          max={30}
          step={1}
        />
        <NumberInput
          source="vatPercent"
          label={t('payments.vatPercent')}
          helperText={t('payments.vatPercentHint')}
          min={0}
          max={25}
          step={1}
        />
        <BooleanInput source="refundNoShows" label={t('payments.refundNoShows')} helperText={t('payments.refundNoShowsHint')} />
        <Box sx={{ mt: 1 }}>
          <SaveButton alwaysEnable />
        </Box>
      </Box>
    </Form>
  );
}

/** "Test": which methods Mollie has enabled for the stored key's account. */
function TestCard({ keySet }: { keySet: boolean }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const test = useMutation({
    mutationFn: () => dataProvider.testMollie(),
    onError: (error) => notify(failureMessage(t('payments.testFailedTitle'), error), { type: 'error', multiLine: true }),
  });
  return (
    <Card variant="outlined" sx={{ mt: 3, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('payments.test')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {keySet ? t('payments.testIntro') : t('payments.testNeedsKey')}
        </Typography>
        <Button variant="outlined" startIcon={<ScienceIcon />} disabled={!keySet || test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? t('payments.testing') : t('payments.test')}
        </Button>
        {test.isSuccess && (
          <Box sx={{ mt: 2 }} data-testid="mollie-test-result">
            <Typography variant="body2">
              {t('payments.testResult', { mode: test.data.testMode ? t('payments.testMode') : t('payments.liveMode') })}
            </Typography>
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
              {test.data.methods.map((method) => (
                <Chip key={method.id} label={`${method.description} (${method.id})`} />
              ))}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The admin's payment settings: how staff pay, the organisation's Mollie key and methods, and a test. */
export function PaymentSettingsPage({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const settings = useQuery({ queryKey: ['payment-settings', tenantId], queryFn: () => dataProvider.paymentSettings() });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('payments.settingsTitle')} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 640 }}>
        {t('payments.intro')}
      </Typography>
      {settings.isError && <Alert severity="error">{t('payments.loadFailed')}</Alert>}
      {settings.isSuccess && <SettingsForm saved={settings.data} tenantId={tenantId} />}
      <TestCard keySet={settings.data?.mollieApiKeySet ?? false} />
    </Box>
  );
}
