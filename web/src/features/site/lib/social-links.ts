// The platform's social accounts, shown on /community. A deployment sets its own through
// VITE_SOCIAL_X, VITE_SOCIAL_YOUTUBE, VITE_SOCIAL_LINKEDIN and VITE_SOCIAL_INSTAGRAM.
import type { ComponentType } from 'react';
import { LuInstagram, LuLinkedin, LuTwitter, LuYoutube } from 'react-icons/lu';

export interface SocialLink {
  key: 'x' | 'youtube' | 'linkedin' | 'instagram';
  icon: ComponentType;
  href: string;
}

const env = import.meta.env;

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'x', icon: LuTwitter, href: env.VITE_SOCIAL_X ?? 'https://x.com/sparks_edu' },
  { key: 'youtube', icon: LuYoutube, href: env.VITE_SOCIAL_YOUTUBE ?? 'https://www.youtube.com/@sparks_edu' },
  { key: 'linkedin', icon: LuLinkedin, href: env.VITE_SOCIAL_LINKEDIN ?? 'https://www.linkedin.com/company/sparks-edu' },
  { key: 'instagram', icon: LuInstagram, href: env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/sparks_edu' },
];
