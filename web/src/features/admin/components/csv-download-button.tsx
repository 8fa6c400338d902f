// Saves a CSV text as a file (a Blob link clicked once, then released).
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { saveCsv } from '@/lib/save-file';

export function CsvDownloadButton({
  fileName,
  build,
  disabled,
  label,
  testId,
}: {
  fileName: () => string;
  build: () => string;
  disabled?: boolean;
  label: ReactNode;
  testId: string;
}) {
  return (
    <Button size="xs" variant="outline" disabled={disabled} onClick={() => saveCsv(fileName(), build())} data-testid={testId}>
      <LuDownload aria-hidden />
      {label}
    </Button>
  );
}
