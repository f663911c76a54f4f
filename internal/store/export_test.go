package store

import "context"

// RegisterBatch writes regs as one batch, as concurrent Register calls
// that arrive together share it, and returns each one's outcome. Tests
// use it to put given registrations in the same batch, which concurrent
// calls only make likely.
func (s *Store) RegisterBatch(ctx context.Context, regs []*Registration) []error {
	batch := make([]*pendingRegistration, len(regs))
	for i, r := range regs {
		batch[i] = &pendingRegistration{reg: r}
	}
	together := s.registerTogether
	if s.postgres {
		together = s.registerTogetherPostgres
	}
	out := make([]error, len(regs))
	if err := together(ctx, batch); err != nil {
		for i := range out {
			out[i] = err
		}
		return out
	}
	for i, p := range batch {
		out[i] = p.err
	}
	return out
}
