// The class view's header: name, course field, colour pair, member count and teacher; for the
// class's teachers a Share menu (join code, QR code, e-mail invite) and a manage menu (edit,
// delete for the owner). Below it, the tabs as links to the class routes.
import { Box, Button, Flex, HStack, Heading, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import {
  LuChartLine, LuEllipsisVertical, LuFolderOpen, LuMail, LuNewspaper, LuPencilLine, LuQrCode, LuShare2, LuTicket,
  LuTrash2, LuTrophy, LuUsers,
} from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { TabLinks, type TabLink } from '@/components/ui/tab-links';
import { classColours, themeBackground } from '@/lib/classes/class-look';
import type { ClassInfo } from '../hooks/use-class-access';
import { ClassIconBubble, CourseFieldName } from './class-visual';
import type { ShareView } from './share-dialog';

export function ClassHeader({
  classInfo,
  isTeacher,
  isOwner,
  onShare,
  onEdit,
  onDelete,
}: {
  classInfo: ClassInfo;
  isTeacher: boolean;
  isOwner: boolean;
  onShare: (view: ShareView) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const colours = classColours(classInfo);
  return (
    <Box
      as="section"
      aria-labelledby="class-title"
      rounded="xl"
      overflow="hidden"
      color="white"
      style={{ background: themeBackground(classInfo.theme), borderBlockEnd: `6px solid ${colours.primary}` }}
      data-testid="class-header"
      data-class-id={classInfo.id}
      data-theme={classInfo.theme}
      data-colour={classInfo.colour}
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }} align={{ base: 'stretch', md: 'center' }}>
        <HStack gap="4" flex="1" minW="0" align="center">
          <ClassIconBubble look={classInfo} size={{ base: '14', md: '16' }} />
          <Stack gap="1" minW="0" textAlign="start">
            <Heading as="h2" id="class-title" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere" data-testid="class-header-name">
              <bdi>{classInfo.name}</bdi>
            </Heading>
            <HStack gap="3" wrap="wrap" fontSize="sm" opacity={0.95}>
              <Text data-testid="class-header-field">
                <CourseFieldName field={classInfo.course_field} />
              </Text>
              <Text aria-hidden>•</Text>
              <HStack gap="1" data-testid="class-header-members" data-count={classInfo.member_count}>
                <LuUsers aria-hidden />
                <Text>
                  <FormattedMessage id="classes.header.members" values={{ count: classInfo.member_count }} />
                </Text>
              </HStack>
              {classInfo.owner_name && (
                <>
                  <Text aria-hidden>•</Text>
                  <Text>
                    <FormattedMessage id="classes.header.teacher" values={{ name: <bdi>{classInfo.owner_name}</bdi> }} />
                  </Text>
                </>
              )}
            </HStack>
            {classInfo.description && (
              <Text fontSize="sm" opacity={0.9} lineClamp={2} dir="auto" textAlign="start" data-testid="class-header-description">
                {classInfo.description}
              </Text>
            )}
          </Stack>
        </HStack>
        {isTeacher && (
          <HStack gap="2" flexShrink={0} justify={{ base: 'flex-start', md: 'flex-end' }}>
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button bg="whiteAlpha.900" color="gray.900" _hover={{ bg: 'white' }} data-testid="class-share-menu">
                  <LuShare2 aria-hidden />
                  <FormattedMessage id="classes.header.share" />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="code" onSelect={() => onShare('code')} data-testid="class-share-code">
                      <LuTicket aria-hidden />
                      <FormattedMessage id="classes.share.codeTitle" />
                    </Menu.Item>
                    <Menu.Item value="qr" onSelect={() => onShare('qr')} data-testid="class-share-qr">
                      <LuQrCode aria-hidden />
                      <FormattedMessage id="classes.share.qrTitle" />
                    </Menu.Item>
                    <Menu.Item value="invite" onSelect={() => onShare('invite')} data-testid="class-share-invite">
                      <LuMail aria-hidden />
                      <FormattedMessage id="members.invite.title" />
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <IconButton
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.700"
                  _hover={{ bg: 'whiteAlpha.300' }}
                  aria-label={intl.formatMessage({ id: 'classes.header.manage' })}
                  data-testid="class-manage-menu"
                >
                  <LuEllipsisVertical />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="edit" onSelect={onEdit} data-testid="class-edit">
                      <LuPencilLine aria-hidden />
                      <FormattedMessage id="classes.header.edit" />
                    </Menu.Item>
                    {isOwner && (
                      <Menu.Item value="delete" color="fg.error" onSelect={onDelete} data-testid="class-delete">
                        <LuTrash2 aria-hidden />
                        <FormattedMessage id="classes.header.delete" />
                      </Menu.Item>
                    )}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </HStack>
        )}
      </Flex>
    </Box>
  );
}

const TABS: TabLink[] = [
  { to: '/classroom/feed', id: 'classes.tabs.feed', icon: LuNewspaper, testId: 'class-tab-feed' },
  { to: '/classroom/progress', id: 'classes.tabs.progress', icon: LuChartLine, testId: 'class-tab-progress' },
  { to: '/classroom/materials', id: 'classes.tabs.materials', icon: LuFolderOpen, testId: 'class-tab-materials' },
  { to: '/classroom/members', id: 'classes.tabs.members', icon: LuUsers, testId: 'class-tab-members' },
  { to: '/classroom/quizzes', id: 'classes.tabs.challenges', icon: LuTrophy, testId: 'class-tab-challenges' },
];

/** The class sections as a row of tab-like links (each is its own route). */
export function ClassTabs() {
  return <TabLinks labelId="classes.tabs.label" links={TABS} testId="class-tabs" />;
}
