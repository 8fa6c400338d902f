// Download a bought product (free and unlimited): opens the file in a new tab.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';

export function DownloadButton({
  title,
  busy,
  onDownload,
  testId,
  ...props
}: { title: string; busy: boolean; onDownload: () => void; testId: string } & Omit<ButtonProps, 'onClick' | 'title'>) {
  const intl = useIntl();
  return (
    <Button
      colorPalette="brand"
      loading={busy}
      onClick={onDownload}
      data-testid={testId}
      aria-label={intl.formatMessage({ id: 'market.download.label' }, { title })}
      {...props}
    >
      <LuDownload aria-hidden />
      <FormattedMessage id="market.download.action" />
    </Button>
  );
}
