import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { avatarPalette, initialsOf } from './avatar-presets';

export interface UserAvatarProps extends Omit<AvatarRootProps, 'children'> {
  name: string | null | undefined;
  avatarId: number | null | undefined;
}

/** The user's avatar: preset colour by avatar_id, initials from the name. */
export function UserAvatar({ name, avatarId, ...rest }: UserAvatarProps) {
  return (
    <Avatar.Root colorPalette={avatarPalette(avatarId)} variant="solid" {...rest}>
      <Avatar.Fallback aria-hidden>{initialsOf(name) || '?'}</Avatar.Fallback>
    </Avatar.Root>
  );
}
