// Saves a CSV text as a file (a Blob link clicked once, then released).
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';

function saveText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    <Button size="xs" variant="outline" disabled={disabled} onClick={() => saveText(fileName(), build())} data-testid={testId}>
      <LuDownload aria-hidden />
      {label}
    </Button>
  );
}
