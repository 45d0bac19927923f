import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';

const MAX_ROWS = 1000;

/**
 * react-admin's ExportButton shrinks to a bare icon on a phone; this one keeps its label at every width.
 * It exports what the list shows (its filters and sort), up to 1,000 rows, through the list's exporter.
 */
export function LabelledExportButton() {
  const { filterValues, resource, sort, exporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();

  const exportRows = async () => {
    if (!exporter) return;
    try {
      const { data } = await dataProvider.getList(resource, { sort, filter: filterValues, pagination: { page: 1, perPage: MAX_ROWS } });
      await exporter(data, () => Promise.resolve({}), dataProvider, resource);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={total === 0} onClick={() => void exportRows()}>
      {translate('ra.action.export')}
    </Button>
  );
}
