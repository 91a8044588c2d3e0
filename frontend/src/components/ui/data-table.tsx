import { Box, Button, HStack, IconButton, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRefreshCw, LuSearch } from 'react-icons/lu';
import { SpinnerOverlay } from './spinner-overlay';

// The data table of spec §2's generic pieces: a search box, a refresh icon and the table itself (with its loading
// overlay and its empty row), and the pager under it.

/** The search box above a data table; `label` is its placeholder and accessible name. */
export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <InputGroup startElement={<LuSearch aria-hidden />} maxW="sm" flex="1" minW="48">
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
      />
    </InputGroup>
  );
}

/** The refresh icon of a data table (spinning while its query fetches). */
export function RefreshButton({
  label,
  onRefresh,
  loading,
}: {
  label: string;
  onRefresh: () => void;
  loading?: boolean;
}) {
  return (
    <IconButton variant="outline" aria-label={label} title={label} onClick={onRefresh} loading={loading}>
      <LuRefreshCw />
    </IconButton>
  );
}

export type DataTableColumn = { label: ReactNode; end?: boolean };

/**
 * A striped table in its bordered, horizontally scrolling frame, with the spinner overlay while `loading` and, when
 * `empty` is given, one row across all columns saying so. The rows are the children.
 */
export function DataTable({
  columns,
  loading,
  empty,
  minH,
  children,
}: {
  columns: DataTableColumn[];
  loading: boolean;
  empty?: { content: ReactNode; py?: string } | false;
  minH?: string;
  children: ReactNode;
}) {
  return (
    <Box position="relative" overflowX="auto" borderWidth="1px" borderRadius="md" minH={minH}>
      {loading && <SpinnerOverlay />}
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {columns.map((c, i) => (
              <Table.ColumnHeader key={i} textAlign={c.end ? 'end' : undefined}>
                {c.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {children}
          {empty && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" py={empty.py ?? '8'} color="fg.muted">
                {empty.content}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Previous / next under a data table, with the total count. */
export function Pager({
  page,
  pages,
  onPage,
  totalText,
  previousLabel,
  nextLabel,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  totalText: ReactNode;
  previousLabel: ReactNode;
  nextLabel: ReactNode;
}) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {totalText}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {previousLabel}
        </Button>
        <Text fontSize="sm">
          <bdi dir="ltr">
            {page} / {pages}
          </bdi>
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {nextLabel}
        </Button>
      </HStack>
    </HStack>
  );
}
