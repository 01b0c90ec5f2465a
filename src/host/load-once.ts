/**
 * Calls `load` once and hands every caller its promise; after a failure the next call tries again
 * (a chunk that did not arrive, a request that failed).
 *
 * @param load Loads something, e.g. a chunk.
 */
export function loadOnce< T >( load: () => Promise< T > ): () => Promise< T > {
	let pending: Promise< T > | null = null;
	return () => {
		pending ??= load().catch( ( error ) => {
			pending = null;
			throw error;
		} );
		return pending;
	};
}
