// The builder's costs: the server's answer (AI is free with the offline generator), the spec's
// costs until it arrives or when it cannot be read (the server charges what it charges anyway).
import type { QuizBuildCostsDto } from '@shared/schemas/quiz';
import { useRemote } from '@/lib/use-remote';
import { getBuildCosts } from '../api/get-build-costs';
import { METHOD_COSTS } from '../lib/builder-steps';

export interface BuildCosts extends Omit<QuizBuildCostsDto, 'generator'> {
  /** null while unknown. */
  generator: QuizBuildCostsDto['generator'] | null;
}

export const SPEC_BUILD_COSTS: BuildCosts = { ...METHOD_COSTS, generator: null };

export function useBuildCosts(): BuildCosts {
  const remote = useRemote('build-costs', getBuildCosts);
  return remote.status === 'success' ? remote.data : SPEC_BUILD_COSTS;
}
