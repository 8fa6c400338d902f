// The closing block of the help pages: where to go when the answer was not on the page.
import { Button, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function HelpMore({ title, body, links }: { title: ReactNode; body: ReactNode; links: { to: string; label: ReactNode; primary?: boolean }[] }) {
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} mt="12">
      <Stack as="section" aria-labelledby="help-more-title" gap="3" p={{ base: '6', md: '8' }} rounded="2xl" borderWidth="1px" bg="bg.subtle" textAlign="start">
        <Heading as="h2" id="help-more-title" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        <Wrap gap="3" mt="1">
          {links.map((link) => (
            <Button key={link.to} asChild size="sm" variant={link.primary ? 'solid' : 'outline'} colorPalette="brand">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Button>
          ))}
        </Wrap>
      </Stack>
    </Container>
  );
}
