// The text of a fictional competition rulebook, written for the tests and the Axel retrieval
// benchmark, which print it as a PDF. It belongs to no real competition: every rule, figure and
// date in it was made up for testing, though it reads like a real off-road design rulebook. Where
// it covers what the /rules catalogue covers it agrees with the catalogue; it also holds facts the
// catalogue lacks (registration, fuel containers, towing points, vehicle numbers...).
import { partA } from './part-a-administration';
import { partBCockpitAndBody } from './part-b-cockpit-and-body';
import { partBDrivetrainToElectrics } from './part-b-drivetrain-to-electrics';
import { partBEngineAndFuel } from './part-b-engine-and-fuel';
import { partBFrameAndSuspension } from './part-b-frame-and-suspension';
import { partC } from './part-c-static-events';
import { partD } from './part-d-dynamic-events';
import { partE } from './part-e-technical-inspection';
import type { TestRulebook } from './rulebook-blocks';

export const testRulebook: TestRulebook = {
  title: 'Off-Road Design Challenge Rules (test edition)',
  revision: 'T1',
  blocks: [
    ...partA,
    ...partBFrameAndSuspension,
    ...partBEngineAndFuel,
    ...partBDrivetrainToElectrics,
    ...partBCockpitAndBody,
    ...partC,
    ...partD,
    ...partE,
  ],
};
