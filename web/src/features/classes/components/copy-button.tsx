// Copies a text to the clipboard and says so (toast), or says it could not.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';

export function CopyButton({ text, label, testId, ...rest }: { text: string; label: string; testId: string } & Omit<ButtonProps, 'children'>) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'classes.share.copied' }) });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'classes.share.copyFailed' }) });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} data-testid={testId} data-copied={copied} {...rest}>
      {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
      {label}
    </Button>
  );
}
