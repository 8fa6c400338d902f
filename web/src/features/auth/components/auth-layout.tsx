// The frame of every account screen: brand link home, theme and language toggles, and a
// centred card that fills the width on phones.
import { Box, Card, Flex, HStack, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageToggle } from '@/components/preferences/language-toggle';
import { ThemeToggle } from '@/components/preferences/theme-toggle';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** data-testid of the card, e.g. "login-screen". */
  testId: string;
  wide?: boolean;
}

export function AuthLayout({ title, subtitle, children, footer, testId, wide }: AuthLayoutProps) {
  return (
    <Flex
      direction="column"
      minH="100dvh"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
    >
      <Flex as="header" px={{ base: '4', md: '8' }} py="3" align="center" justify="space-between" gap="3">
        <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/" data-testid="auth-home-link">
            <LuSparkles aria-hidden />
            <FormattedMessage id="auth.brand.name" />
          </RouterLink>
        </Link>
        <HStack gap="1">
          <ThemeToggle data-testid="auth-theme-toggle" />
          <LanguageToggle data-testid="auth-language-toggle" />
        </HStack>
      </Flex>
      <Flex as="main" id="main-content" tabIndex={-1} outline="none" flex="1" align={{ base: 'flex-start', sm: 'center' }} justify="center" px={{ base: '3', sm: '6' }} py={{ base: '4', md: '10' }}>
        <Card.Root
          width="full"
          maxW={wide ? '3xl' : 'md'}
          variant="elevated"
          borderRadius="2xl"
          data-testid={testId}
        >
          <Card.Header gap="2" textAlign="start">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            )}
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          {footer && (
            <Card.Footer justifyContent="center" flexDirection="column" gap="2" textAlign="center">
              {footer}
            </Card.Footer>
          )}
        </Card.Root>
      </Flex>
      <Box h="4" />
    </Flex>
  );
}
