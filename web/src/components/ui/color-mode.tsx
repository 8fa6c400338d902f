// Colour mode through next-themes (the Chakra v3 color-mode snippet): the `dark` / `light`
// class on <html>, stored under localStorage "theme"; with nothing stored it follows the system.
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

export interface UseColorModeReturn {
  /** The mode in effect (the system's when the user has not chosen). */
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode | 'system') => void;
  toggleColorMode: () => ColorMode;
}

export function useColorMode(): UseColorModeReturn {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: setTheme,
    toggleColorMode: () => {
      const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
      setTheme(next);
      return next;
    },
  };
}

/** Picks a value by the current mode (like Chakra v2's useColorModeValue). */
export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode().colorMode === 'dark' ? dark : light;
}
