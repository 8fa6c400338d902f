// /iam: the user picks Student, Teacher or Trainer, or Training Center (once). Administrator
// is shown but disabled: an administrator grants it. Needs a session. After PATCH /user both
// tokens are refreshed so the new user_type claim is seen, then the onboarding wizard opens.
import { Badge, Box, Flex, Heading, SimpleGrid, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { LuBuilding2, LuGraduationCap, LuPresentation, LuShieldCheck } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { landingPathFor } from '@shared/schemas/user';
import { useSelectRole, type SelectableRole } from '../api/select-role';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';

const ROLE_FAILED = { id: 'auth.role.failed', defaultMessage: 'Error updating user' };

const ROLES: { role: SelectableRole; icon: ReactNode }[] = [
  { role: 'student', icon: <LuGraduationCap /> },
  { role: 'teacher', icon: <LuPresentation /> },
  { role: 'centers', icon: <LuBuilding2 /> },
];

export default function RoleSelectionRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const selectRole = useSelectRole();
  const { isAuthenticated, tokenCheckComplete, user } = useAtomValue(authAtom);
  const [pending, setPending] = useState<SelectableRole | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!tokenCheckComplete) return <PageLoader />;
  if (!isAuthenticated || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (user.user_type && !pending) return <Navigate to={landingPathFor(user.user_type)} replace />;

  const choose = async (role: SelectableRole) => {
    setPending(role);
    setError(null);
    try {
      await selectRole(role);
      void navigate('/onboard', { replace: true });
    } catch (failure) {
      setPending(null);
      setError(formatError(intl, failure, ROLE_FAILED));
    }
  };

  return (
    <AuthLayout
      wide
      testId="role-screen"
      title={<FormattedMessage id="auth.role.title" />}
      subtitle={<FormattedMessage id="auth.role.subtitle" />}
    >
      <Stack gap="4">
        {error && <FormAlert testId="role-error">{error}</FormAlert>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="list">
          {ROLES.map(({ role, icon }) => (
            <RoleCard
              key={role}
              role={role}
              icon={icon}
              busy={pending === role}
              disabled={pending !== null}
              onChoose={() => void choose(role)}
            />
          ))}
          <RoleCard role="administrator" icon={<LuShieldCheck />} disabled note />
        </SimpleGrid>
      </Stack>
    </AuthLayout>
  );
}

function RoleCard({
  role,
  icon,
  busy,
  disabled,
  note,
  onChoose,
}: {
  role: SelectableRole | 'administrator';
  icon: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  note?: boolean;
  onChoose?: () => void;
}) {
  const descriptionId = `role-${role}-description`;
  return (
    <Box role="listitem">
      <chakra.button
        type="button"
        width="full"
        height="full"
        textAlign="start"
        p="5"
        borderWidth="2px"
        borderRadius="xl"
        borderColor={busy ? 'brand.solid' : 'border'}
        bg={busy ? 'brand.subtle' : 'bg.panel'}
        transition="border-color 0.15s, background 0.15s, transform 0.15s"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={note ? 0.65 : 1}
        _hover={disabled ? undefined : { borderColor: 'brand.solid', transform: 'translateY(-2px)' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        disabled={disabled}
        aria-disabled={disabled}
        aria-describedby={descriptionId}
        aria-busy={busy}
        onClick={disabled ? undefined : onChoose}
        data-testid={`role-${role}`}
      >
        <Flex gap="4" align="flex-start">
          <Flex
            flexShrink={0}
            boxSize="12"
            align="center"
            justify="center"
            borderRadius="lg"
            bg="brand.subtle"
            color="brand.fg"
            fontSize="2xl"
            aria-hidden
          >
            {busy ? <Spinner size="sm" /> : icon}
          </Flex>
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md">
              <FormattedMessage id={`auth.role.${role}.title`} />
            </Heading>
            <Text id={descriptionId} fontSize="sm" color="fg.muted">
              <FormattedMessage id={`auth.role.${role}.description`} />
            </Text>
            {note && (
              <Badge alignSelf="flex-start" colorPalette="gray" mt="1" whiteSpace="normal" data-testid="role-administrator-note">
                <FormattedMessage id="auth.role.administrator.note" />
              </Badge>
            )}
          </Stack>
        </Flex>
      </chakra.button>
    </Box>
  );
}
