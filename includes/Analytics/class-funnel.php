<?php
/**
 * Counting the funnel.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Errors\Log;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Turns what happened into counters: a browser's batch of events (checked against the allow-list,
 * counted once per batch id), a stored request (`submitted`) and its double opt-in (`confirmed`,
 * under the screen and source of its submit). Days are the site's days.
 */
final class Funnel {

	/** Seconds a batch id is remembered. */
	public const BATCH_MEMORY = HOUR_IN_SECONDS;

	/**
	 * New campaign values a day may add; beyond, a new value counts as Funnel_Source::OTHER at once
	 * (the day's fold keeps the 50 most frequent ones, see Funnel_Maintenance).
	 */
	public const NEW_CAMPAIGNS_PER_DAY = 200;

	/**
	 * Today as Y-m-d.
	 *
	 * @var callable(): string
	 */
	private $today;

	/**
	 * Constructor.
	 *
	 * @param Counter_Repository $counters Counters.
	 * @param Source_Repository  $sources  Sources.
	 * @param Pending_Repository $pending  Sources of unconfirmed requests.
	 * @param Batch_Repository   $batches  Counted batch ids.
	 * @param Settings           $settings Settings (the websites that may embed the screens).
	 * @param callable|null      $today    Today in the site's time zone (default wp_date()).
	 */
	public function __construct(
		private Counter_Repository $counters,
		private Source_Repository $sources,
		private Pending_Repository $pending,
		private Batch_Repository $batches,
		private Settings $settings,
		?callable $today = null
	) {
		$this->today = $today ?? static fn (): string => wp_date( 'Y-m-d' );
	}

	/**
	 * Counts a browser's batch: all of it or nothing.
	 *
	 * @param string                           $batch_id Random id of the batch (32 hex characters).
	 * @param Funnel_Source                    $source   Where it happened.
	 * @param array<int, array<string, mixed>> $events   Events {screen, event, step?}.
	 * @throws Funnel_Error For an event off the allow-list (400) or a batch counted before (409).
	 */
	public function count_batch( string $batch_id, Funnel_Source $source, array $events ): void {
		$hits = array();
		foreach ( $events as $event ) {
			$key = array( (string) ( $event['screen'] ?? '' ), (string) ( $event['step'] ?? '' ), (string) ( $event['event'] ?? '' ) );
			if ( ! Funnel_Catalogue::allows( ...$key ) ) {
				throw Funnel_Error::unknown();
			}
			$id          = implode( '|', $key );
			$hits[ $id ] = ( $hits[ $id ] ?? 0 ) + 1;
		}
		Transaction::run(
			function () use ( $batch_id, $source, $hits ): void {
				if ( ! $this->batches->claim( $batch_id, Tables::now( self::BATCH_MEMORY ) ) ) {
					throw Funnel_Error::replayed();
				}
				$day       = ( $this->today )();
				$source_id = $this->source_id( $source, $day );
				$rows      = array();
				foreach ( $hits as $id => $count ) {
					[ $screen, $step, $event ] = explode( '|', $id );
					$rows[]                    = array( $day, $screen, $step, $event, $source_id, $count );
				}
				$this->counters->add( $rows );
			}
		);
	}

	/**
	 * The source a request body names, or null for a page or embedding website this site does not
	 * know (Funnel_Source::from_request()).
	 *
	 * @param mixed $raw The body's source (schema-checked).
	 */
	public function source( $raw ): ?Funnel_Source {
		return Funnel_Source::from_request( $raw, $this->settings );
	}

	/**
	 * Counts a request stored by the submit route, when its body carried the funnel's screen and
	 * source (only the plugin's own script sends them). Statistics never fail a submit: an error is
	 * logged and the request stays stored.
	 *
	 * @param int   $request_id Request id.
	 * @param mixed $raw        The body's `funnel` {screen, post, origin, utmSource, utmCampaign}.
	 */
	public function count_submit( int $request_id, $raw ): void {
		if ( ! is_array( $raw ) ) {
			return;
		}
		$source = $this->source( array_diff_key( $raw, array( 'screen' => true ) ) );
		if ( null === $source ) {
			return;
		}
		try {
			$this->submitted( $request_id, (string) ( $raw['screen'] ?? '' ), $source );
		} catch ( \Throwable $e ) {
			Log::error( 'funnel count failed: ' . $e->getMessage() );
		}
	}

	/**
	 * Counts a stored request as submitted and keeps its screen and source until it is confirmed.
	 *
	 * @param int           $request_id Request id.
	 * @param string        $screen     The screen it was sent from.
	 * @param Funnel_Source $source     Where it was sent from.
	 */
	public function submitted( int $request_id, string $screen, Funnel_Source $source ): void {
		if ( ! in_array( $screen, Funnel_Catalogue::form_screens(), true ) ) {
			return;
		}
		$day       = ( $this->today )();
		$source_id = $this->source_id( $source, $day );
		Transaction::run(
			function () use ( $request_id, $screen, $source_id, $day ): void {
				$this->counters->add( array( array( $day, $screen, '', 'submitted', $source_id, 1 ) ) );
				$this->pending->add( $request_id, $screen, $source_id );
			}
		);
	}

	/**
	 * Counts a request's double opt-in under the screen and source of its submit (once; requests
	 * sent without the funnel's source, e.g. by a script, are not counted).
	 *
	 * @param int $request_id Request id.
	 */
	public function confirmed( int $request_id ): void {
		// No transaction of its own: take() deletes the link in one statement (only one caller gets
		// it), and a confirmation without a link, the usual case for scripts, writes nothing.
		// Statistics never fail a confirmation (it is committed already): an error is logged.
		try {
			$origin = $this->pending->take( $request_id );
			if ( null !== $origin ) {
				[ $screen, $source_id ] = $origin;
				$this->counters->add( array( array( ( $this->today )(), $screen, '', 'confirmed', $source_id, 1 ) ) );
			}
		} catch ( \Throwable $e ) {
			Log::error( 'funnel count failed: ' . $e->getMessage() );
		}
	}

	/**
	 * The stored id of a source; a new campaign value beyond the day's allowance counts as OTHER.
	 *
	 * @param Funnel_Source $source Source.
	 * @param string        $day    Today.
	 */
	private function source_id( Funnel_Source $source, string $day ): int {
		$known = $source->has_campaign() ? $this->sources->find_id( $source ) : null;
		if ( null !== $known ) {
			return $known;
		}
		if ( $source->has_campaign() && $this->sources->campaigns_created_on( $day ) >= self::NEW_CAMPAIGNS_PER_DAY ) {
			$source = $source->with_utm(
				'' === $source->utm_source ? '' : Funnel_Source::OTHER,
				'' === $source->utm_campaign ? '' : Funnel_Source::OTHER
			);
		}
		return $this->sources->id_for( $source, $day );
	}
}
