// The link under an account screen's card, with an optional lead-in ("No account yet? Sign up").
import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface AuthFooterLinkProps {
  /** The text before the link. */
  prompt?: ReactNode;
  to: string;
  testId: string;
  /** The link's text. */
  children: ReactNode;
}

export function AuthFooterLink({ prompt, to, testId, children }: AuthFooterLinkProps) {
  const link = (
    <Link asChild color="brand.fg" fontWeight="semibold" fontSize={prompt ? undefined : 'sm'}>
      <RouterLink to={to} data-testid={testId}>
        {children}
      </RouterLink>
    </Link>
  );
  if (!prompt) return link;
  return (
    <Text fontSize="sm">
      {prompt}{' '}
      {link}
    </Text>
  );
}
