// The summary's estimate is the domain's: the confirmation PDF prints the same computation.
export { estimateOf } from '../../domain/estimate/ofModel';
