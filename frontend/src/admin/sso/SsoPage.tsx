import ScienceIcon from '@mui/icons-material/Science';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Form,
  HttpError,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type {
  PortiepuntDataProvider,
  SaveSsoConfiguration,
  SsoClaims,
  SsoConfiguration,
  SsoDomainStatus,
} from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { FormErrorSummary } from '../shared/FormErrorSummary';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';
import { useAssignableRoles } from '../shared/i18n';

type SsoForm = Omit<SaveSsoConfiguration, 'clientSecret'> & { clientSecret: string };

const EMPTY: SsoForm = {
  issuer: '',
  clientId: '',
  clientSecret: '',
  domains: [],
  roleRules: [],
  entraTenantId: null,
  passwordLoginDisabled: false,
  enabled: true,
};

const toForm = (saved: SsoConfiguration | null): SsoForm =>
  saved
    ? {
        issuer: saved.issuer,
        clientId: saved.clientId,
        clientSecret: '',
        domains: saved.domains,
        roleRules: saved.roleRules,
        entraTenantId: saved.entraTenantId,
        passwordLoginDisabled: saved.passwordLoginDisabled,
        enabled: saved.enabled,
      }
    : EMPTY;

/** The secret is write-only: an empty field keeps the stored one. */
function toRequest({ clientSecret, entraTenantId, ...rest }: SsoForm): SaveSsoConfiguration {
  return { ...rest, entraTenantId: entraTenantId?.trim() || null, ...(clientSecret ? { clientSecret } : {}) };
}

function ConfigurationForm({ saved, tenantId }: { saved: SsoConfiguration | null; tenantId: string }) {
  const { t } = useTranslation('admin');
  const roles = useAssignableRoles();
  const required = requiredWith(t('sso.required'));
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();

  async function save(values: Record<string, unknown>) {
    try {
      const answer = await dataProvider.saveSsoConfiguration(toRequest(values as SsoForm));
      client.setQueryData(['sso', tenantId], answer);
      notify(t('sso.saved'), { type: 'success' });
    } catch (error) {
      // react-admin puts the field errors (already in Dutch, see data-provider.ts) at their inputs.
      if (error instanceof HttpError && error.status === 400 && error.body?.errors) return error.body.errors as Record<string, string>;
      notify(failureMessage(t('sso.saveFailedTitle'), error), { type: 'error', multiLine: true });
    }
  }

  return (
    <Form key={saved?.updatedAt ?? 'new'} defaultValues={toForm(saved)} onSubmit={save} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 640 }}>
        <FormErrorSummary
          title={t('sso.fixFields')}
          labels={{
            issuer: t('sso.issuer'),
            clientId: t('sso.clientId'),
            clientSecret: t('sso.clientSecret'),
            claim: t('sso.claim'),
            value: t('sso.claimValue'),
            role: t('sso.role'),
          }}
        />
        <TextInput source="issuer" label={t('sso.issuer')} helperText={t('sso.issuerHint')} validate={required} fullWidth />
        <TextInput source="clientId" label={t('sso.clientId')} validate={required} fullWidth />
        <TextInput
          source="clientSecret"
          label={t('sso.clientSecret')}
          type="password"
          autoComplete="new-password"
          helperText={saved?.clientSecretSet ? t('sso.clientSecretSet') : t('sso.clientSecretNew')}
          validate={saved?.clientSecretSet ? undefined : required}
          fullWidth
        />
        <TextArrayInput
          source="domains"
          id="domains"
          label={t('sso.domains')}
          helperText={t('sso.domainsHint')}
          validate={(domains: string[] | undefined) => (domains?.length ? undefined : t('sso.domainsRequired'))}
          fullWidth
        />
        <TextInput source="entraTenantId" label={t('sso.entraTenantId')} helperText={t('sso.entraTenantIdHint')} fullWidth />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
          {t('sso.roleRules')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('sso.roleRulesHint')}
        </Typography>
        <ArrayInput source="roleRules" label={false}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="claim" label={t('sso.claim')} validate={required} helperText={false} />
            <TextInput source="value" label={t('sso.claimValue')} validate={required} helperText={false} />
            <SelectInput
              source="role"
              label={t('sso.role')}
              choices={roles}
              translateChoice={false}
              validate={required}
              helperText={false}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <BooleanInput
          source="passwordLoginDisabled"
          label={t('sso.passwordLoginDisabled')}
          helperText={t('sso.passwordLoginDisabledHint')}
        />
        <BooleanInput source="enabled" label={t('sso.enabled')} helperText={t('sso.enabledHint')} />
        <Box sx={{ mt: 1 }}>
          <SaveButton alwaysEnable />
        </Box>
      </Box>
    </Form>
  );
}

function ClaimsTable({ claims }: { claims: SsoClaims }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('sso.testResultTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sso.claimName')}</TableCell>
            <TableCell>{t('sso.claimValue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(claims).map(([name, value]) => (
            <TableRow key={name}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', verticalAlign: 'top' }}>{name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {typeof value === 'string' ? value : JSON.stringify(value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** What a failed check found at the domain, for the admin to compare with the record to add. */
interface FailedCheck {
  domain: string;
  found: string[] | null;
}

/**
 * Each domain's state. A pending one shows the TXT record to add and "Controleren", which looks the record up; what
 * was found instead is shown, so that a typo or a record at the wrong name can be spotted.
 */
function DomainsCard({ domains }: { domains: SsoDomainStatus[] }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const [failed, setFailed] = useState<FailedCheck | null>(null);
  const check = useMutation({
    mutationFn: (domain: string) => dataProvider.verifySsoDomain(domain),
    onMutate: () => setFailed(null),
    onSuccess: (status) => notify(t('sso.checkSucceeded', { domain: status.domain }), { type: 'success' }),
    onError: (error, domain) => {
      const body = error instanceof HttpError ? (error.body as { code?: string; details?: string[] } | undefined) : undefined;
      if (body?.code === 'domain_not_verified') setFailed({ domain, found: body.details ?? [] });
      else notify(failureMessage(t('sso.checkFailedTitle'), error), { type: 'error', multiLine: true });
    },
  });

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('sso.domainsTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {t('sso.domainsIntro')}
        </Typography>
        {/* One block per domain rather than a table: the TXT record is long, and on a phone it must wrap, not scroll. */}
        <Box component="ul" role="list" aria-label={t('sso.domainsTitle')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {domains.map(({ domain, status, txtRecord }) => (
            <Box
              component="li"
              key={domain}
              data-domain={domain}
              sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 'auto' }}>
                {domain}
              </Typography>
              {status === 'verified' ? (
                <Chip size="small" color="success" icon={<VerifiedIcon />} label={t('sso.domainVerified')} />
              ) : (
                <Chip size="small" color="warning" variant="outlined" label={t('sso.domainPending')} />
              )}
              {status === 'pending' && (
                <Box sx={{ flexBasis: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {t('sso.txtColumn')}
                    </Typography>
                    <Typography
                      component="code"
                      variant="body2"
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}
                    >
                      {txtRecord}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={check.isPending}
                    onClick={() => check.mutate(domain)}
                    aria-label={`${t('sso.check')} ${domain}`}
                  >
                    {check.isPending && check.variables === domain ? t('sso.checking') : t('sso.check')}
                  </Button>
                </Box>
              )}
            </Box>
          ))}
        </Box>
        {failed && (
          <Alert severity="warning" sx={{ mt: 2 }} role="alert">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('sso.checkFailedTitle')}: {t('errors.domain_not_verified')}
            </Typography>
            {failed.found && failed.found.length > 0 ? (
              <>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('sso.foundRecords', { domain: failed.domain })}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {failed.found.map((record) => (
                    <li key={record}>{record}</li>
                  ))}
                </Box>
              </>
            ) : (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('sso.noRecordsFound', { domain: failed.domain })}
              </Typography>
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * "Test" runs a real sign-in at the provider; it comes back through /login/sso?test=1&code=…, which hands the
 * code to this page (in the history state, so it appears in no further URL) to be turned into the claims.
 */
function TestCard({ configured }: { configured: boolean }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const testCode = (location.state as { ssoTestCode?: string } | null)?.ssoTestCode;
  const redeemed = useRef(false);
  const start = useMutation({
    mutationFn: () => dataProvider.startSsoTest(),
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
    onError: (error) => notify(failureMessage(t('sso.testFailedTitle'), error), { type: 'error', multiLine: true }),
  });
  const result = useMutation({ mutationFn: (code: string) => dataProvider.ssoTestClaims(code) });
  const redeem = result.mutate;

  useEffect(() => {
    if (!testCode || redeemed.current) return;
    redeemed.current = true;
    redeem(testCode);
    // Forget the code, so that a reload does not try it again.
    navigate(location.pathname, { replace: true, state: null });
  }, [testCode, redeem, navigate, location.pathname]);

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('sso.testTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {configured ? t('sso.testIntro') : t('sso.testNeedsSave')}
        </Typography>
        <Button variant="outlined" startIcon={<ScienceIcon />} disabled={!configured || start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? t('sso.testing') : t('sso.test')}
        </Button>
        {result.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('sso.testResultFailed')}
          </Alert>
        )}
        {result.isSuccess && (
          <Box sx={{ mt: 2 }} data-testid="sso-test-result">
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {t('sso.testResultTitle')}
            </Typography>
            <ClaimsTable claims={result.data} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The admin's organisation sign-in: the provider, its domains and role rules, the password setting, and a test. */
export function SsoPage({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const configuration = useQuery({ queryKey: ['sso', tenantId], queryFn: () => dataProvider.ssoConfiguration() });
  const [origin] = useState(() => window.location.origin);
  const redirectUri = configuration.data?.redirectUri ?? `${origin}/api/auth/sso/callback`;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('sso.title')} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 640 }}>
        {t('sso.intro')}
      </Typography>
      <TextField
        label={t('sso.redirectUri')}
        value={redirectUri}
        fullWidth
        size="small"
        sx={{ maxWidth: 640, mb: 3 }}
        slotProps={{ input: { readOnly: true } }}
        onFocus={(event) => event.target.select()}
      />
      {configuration.isError && <Alert severity="error">{t('sso.loadFailed')}</Alert>}
      {configuration.isSuccess && (
        // The role rules' iterator asks for a resource, as on any react-admin form.
        <ResourceContextProvider value="sso">
          <ConfigurationForm saved={configuration.data} tenantId={tenantId} />
        </ResourceContextProvider>
      )}
      {configuration.data && configuration.data.domainStatus.length > 0 && <DomainsCard domains={configuration.data.domainStatus} />}
      <TestCard configured={Boolean(configuration.data)} />
    </Box>
  );
}
