/**
 * What the bench reads from a Lighthouse JSON report: the figures it prints and the accessibility and
 * best-practices audits that cost points.
 */

export type LighthouseFigures = {
	performance: number;
	accessibility: number;
	bestPractices: number;
	lcp: number;
	fcp: number;
	tbt: number;
	cls: number;
	/** The layout shift Lighthouse traces to no web font swap: the theme's fonts shift a plain page too. */
	clsNoFont: number;
	bytes: number;
};

export type Report = {
	categories: Record<
		string,
		{
			score: number | null;
			auditRefs: Array< { id: string; weight: number } >;
		}
	>;
	audits: Record<
		string,
		{
			numericValue?: number;
			score: number | null;
			title: string;
			details?: { items?: LayoutShift[] };
		}
	>;
	runtimeError?: { message: string };
};

/** An item of the `layout-shifts` audit: one shift, with the root causes Lighthouse found. */
type LayoutShift = {
	score?: number;
	subItems?: { items?: Array< { cause?: string } > };
};

/**
 * The shifts' score that Lighthouse does not trace to a web font that loaded late.
 *
 * @param report Lighthouse report.
 */
function shiftWithoutFonts( report: Report ): number {
	return ( report.audits[ 'layout-shifts' ]?.details?.items || [] )
		.filter( ( shift ) => {
			const causes = shift.subItems?.items || [];
			return ! (
				causes.length &&
				causes.every( ( cause ) => cause.cause === 'Web font loaded' )
			);
		} )
		.reduce( ( sum, shift ) => sum + ( shift.score ?? 0 ), 0 );
}

/**
 * The weighted accessibility and best-practices audits a report failed, as "id (title)".
 *
 * @param report Lighthouse report.
 */
export function failingAudits( report: Report ): string[] {
	return [ 'accessibility', 'best-practices' ].flatMap( ( category ) =>
		( report.categories[ category ]?.auditRefs || [] )
			.filter( ( ref ) => {
				const audit = report.audits[ ref.id ];
				return ref.weight > 0 && audit && audit.score !== null
					? audit.score < 1
					: false;
			} )
			.map(
				( ref ) => `${ ref.id } (${ report.audits[ ref.id ].title })`
			)
	);
}

/**
 * The figures of a report.
 *
 * @param report Lighthouse report.
 */
export function figuresOf( report: Report ): LighthouseFigures {
	const score = ( id: string ) =>
		Math.round( ( report.categories[ id ]?.score ?? NaN ) * 100 );
	const value = ( id: string ) => report.audits[ id ]?.numericValue ?? NaN;
	return {
		performance: score( 'performance' ),
		accessibility: score( 'accessibility' ),
		bestPractices: score( 'best-practices' ),
		lcp: value( 'largest-contentful-paint' ),
		fcp: value( 'first-contentful-paint' ),
		tbt: value( 'total-blocking-time' ),
		cls: value( 'cumulative-layout-shift' ),
		clsNoFont: shiftWithoutFonts( report ),
		bytes: value( 'total-byte-weight' ),
	};
}
