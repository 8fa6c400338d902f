// The sidebar's class list: a search box (by name, case-insensitive; invitations are never in
// this list) and the caller's classes, live. Choosing a class stores its id and opens its feed.
import { Badge, Box, Center, HStack, Icon, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { classColours, colourBackground, iconFor } from '@/lib/classes/class-look';
import { filterClassesByName } from '@/lib/classes/class-filter';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { useMyClasses, type MyClass } from '@/lib/classes/use-my-classes';

export function SidebarClasses({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const classes = useMyClasses();
  const [search, setSearch] = useState('');
  const all = classes.status === 'success' ? classes.data : [];
  const shown = filterClassesByName(all, search);

  return (
    <Stack gap="3" px="3" data-testid="sidebar-classes">
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          size="sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'sidebar.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'sidebar.search.label' })}
          data-testid="sidebar-search"
        />
      </InputGroup>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" id="sidebar-classes-title" textAlign="start">
        <FormattedMessage id="sidebar.classes.title" />
      </Text>
      {classes.status === 'error' ? (
        <Text fontSize="sm" color="fg.error" data-testid="sidebar-classes-error">
          <FormattedMessage id="sidebar.classes.error" />
        </Text>
      ) : classes.status === 'loading' && !classes.signedOut ? (
        <Stack gap="2" aria-busy>
          <Skeleton h="10" rounded="md" />
          <Skeleton h="10" rounded="md" />
        </Stack>
      ) : shown.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="sidebar-classes-empty" textAlign="start">
          <FormattedMessage id={all.length === 0 ? 'sidebar.classes.none' : 'sidebar.classes.noMatch'} />
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-labelledby="sidebar-classes-title">
          {shown.map((item) => (
            <Box as="li" key={item.id}>
              <ClassLink item={item} onNavigate={onNavigate} />
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function ClassLink({ item, onNavigate }: { item: MyClass; onNavigate?: () => void }) {
  const [selected, setSelected] = useAtom(selectedClassIdAtom);
  const { pathname } = useLocation();
  const current = selected === item.id && pathname.startsWith('/classroom/');
  return (
    <RouterLink
      to="/classroom/feed"
      onClick={() => {
        setSelected(item.id);
        onNavigate?.();
      }}
      aria-current={current ? 'page' : undefined}
      data-testid={`sidebar-class-${item.id}`}
      data-class-name={item.name}
      style={{ display: 'block' }}
    >
      <HStack
        gap="3"
        px="2"
        py="2"
        rounded="md"
        bg={current ? 'brand.subtle' : undefined}
        color={current ? 'brand.fg' : undefined}
        _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
      >
        <Center boxSize="8" rounded="md" color="white" flexShrink={0} style={{ background: colourBackground(classColours(item)) }}>
          <Icon as={iconFor(item.icon)} boxSize="4" aria-hidden />
        </Center>
        <Text flex="1" minW="0" truncate fontSize="sm" fontWeight={current ? 'semibold' : 'medium'} textAlign="start">
          <bdi>{item.name}</bdi>
        </Text>
        {item.status !== 'active' && (
          <Badge size="xs" colorPalette={item.status === 'pending' ? 'orange' : 'gray'} data-testid="sidebar-class-status">
            <FormattedMessage id={item.status === 'pending' ? 'sidebar.classes.pending' : 'sidebar.classes.inactive'} />
          </Badge>
        )}
      </HStack>
    </RouterLink>
  );
}
