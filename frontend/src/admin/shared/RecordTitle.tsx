import { useRecordContext, type RaRecord } from 'react-admin';

/** An edit page's title: the kind of record and its name ("Gebruiker Sanne de Vries"), never its id. */
export function RecordTitle({ kind, name }: { kind: string; name: (record: RaRecord) => string }) {
  const record = useRecordContext();
  return <span>{record ? `${kind} ${name(record)}` : kind}</span>;
}
