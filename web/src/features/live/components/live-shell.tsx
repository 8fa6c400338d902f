// The players' page frame (no account, no app navigation): the game's name, the language and
// colour mode toggles, and the screen in the middle, on a bright background.
import { Box, Container, Flex, HStack, Heading, Icon } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuZap } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { LanguageToggle } from '@/components/preferences/language-toggle';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { SkipToContent } from '@/components/ui/skip-to-content';

export function LiveShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Flex
      direction="column"
      minH="100dvh"
      bgGradient="to-br"
      gradientFrom={{ _light: 'brand.100', _dark: 'brand.950' }}
      gradientTo={{ _light: 'purple.50', _dark: 'gray.950' }}
      data-testid="live-shell"
    >
      <SkipToContent />
      <Box as="header" px={{ base: '3', md: '6' }} py="3">
        <Flex align="center" gap="3" maxW="5xl" mx="auto">
          <HStack gap="2" color="brand.fg" flex="1" minW="0">
            <Icon as={LuZap} boxSize="6" aria-hidden />
            <Heading as="p" size="md" truncate>
              <FormattedMessage id="live.shell.title" />
            </Heading>
          </HStack>
          {aside}
          <LanguageToggle />
          <ThemeToggle />
        </Flex>
      </Box>
      <Container as="main" id="main-content" tabIndex={-1} outline="none" maxW="3xl" flex="1" display="flex" flexDirection="column" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        {children}
      </Container>
    </Flex>
  );
}
