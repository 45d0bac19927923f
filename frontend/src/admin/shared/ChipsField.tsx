import { ChipField, SingleFieldList, TextArrayField } from 'react-admin';

/** An array of names (scopes, events) as small chips. */
export function ChipsField({ source }: { source: string }) {
  return (
    <TextArrayField source={source}>
      <SingleFieldList linkType={false}>
        <ChipField source="id" size="small" />
      </SingleFieldList>
    </TextArrayField>
  );
}
