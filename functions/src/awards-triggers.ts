// Badge events from what happens elsewhere (docs/awards.md, "Events"). Placeholder until the
// badge engine lands.
export {};
