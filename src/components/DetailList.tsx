import { DataList } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One row of details: what it is and its value. */
type DetailRow = readonly [label: string, value: ReactNode]

type DetailListProps = Omit<DataList.RootProps, 'children'> & { rows: readonly DetailRow[] }

/** Label-and-value rows side by side, the way a visit's details are listed across the site. */
export function DetailList({ rows, ...root }: DetailListProps) {
  return (
    <DataList.Root orientation="horizontal" {...root}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
