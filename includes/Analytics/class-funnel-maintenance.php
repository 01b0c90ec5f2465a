<?php
/**
 * The funnel's clean-up (run with the hourly retention job).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Removes counters older than the setting (25 months by default), batch ids once expired, the
 * sources of requests never confirmed after the retention period and sources nothing refers to any
 * more; and folds each finished day's campaign values beyond its 50 most frequent into
 * Funnel_Source::OTHER, per `utm_source` and per `utm_campaign`.
 */
final class Funnel_Maintenance {

	/** Campaign values kept per day and column. */
	public const KEEP_CAMPAIGNS = 50;

	/** Rows per delete. */
	private const BATCH = 5000;

	/** Days folded per run at most (the next run goes on). */
	private const FOLD_DAYS = 31;

	/** The last day whose campaign values were folded. */
	public const FOLDED_OPTION = 'immo_wizards_funnel_folded';

	/**
	 * Today as Y-m-d.
	 *
	 * @var callable(): string
	 */
	private $today;

	/**
	 * Constructor.
	 *
	 * @param Settings           $settings Settings (how long counters are kept, the retention period).
	 * @param Counter_Repository $counters Counters.
	 * @param Source_Repository  $sources  Sources.
	 * @param Pending_Repository $pending  Sources of unconfirmed requests.
	 * @param Batch_Repository   $batches  Counted batch ids.
	 * @param callable|null      $today    Today in the site's time zone (default wp_date()).
	 */
	public function __construct(
		private Settings $settings,
		private Counter_Repository $counters,
		private Source_Repository $sources,
		private Pending_Repository $pending,
		private Batch_Repository $batches,
		?callable $today = null
	) {
		$this->today = $today ?? static fn (): string => wp_date( 'Y-m-d' );
	}

	/**
	 * Runs the clean-up.
	 *
	 * @param float|null $deadline microtime() after which no further batch starts; null for none.
	 * @return int Counter rows removed.
	 */
	public function run( ?float $deadline = null ): int {
		$today   = ( $this->today )();
		$removed = $this->until_done( fn () => $this->counters->delete_before( $this->oldest_kept( $today ), self::BATCH ), $deadline );
		$this->batches->delete_expired( Tables::now() );
		$this->until_done( fn () => $this->pending->delete_before( Tables::now( -( $this->settings->retention_days() + 1 ) * DAY_IN_SECONDS ), self::BATCH ), $deadline );
		$this->fold_finished_days( $today, $deadline );
		$this->until_done( fn () => $this->sources->delete_unused( Funnel_Report::shift( $today, -1 ), self::BATCH ), $deadline );
		return $removed;
	}

	/**
	 * The first day whose counters are kept.
	 *
	 * @param string $today Y-m-d.
	 */
	public function oldest_kept( string $today ): string {
		$months = $this->settings->funnel_retention_months();
		return gmdate( 'Y-m-d', (int) strtotime( "$today 00:00:00 UTC -$months months" ) );
	}

	/**
	 * Folds the days after the last folded one up to yesterday.
	 *
	 * @param string     $today    Y-m-d.
	 * @param float|null $deadline microtime() limit, or null.
	 */
	private function fold_finished_days( string $today, ?float $deadline ): void {
		$last  = (string) get_option( self::FOLDED_OPTION, '' );
		$first = '' !== $last ? Funnel_Report::shift( $last, 1 ) : $this->counters->first_day();
		if ( null === $first ) {
			return;
		}
		$first = max( $first, $this->oldest_kept( $today ) );
		for ( $day = $first, $n = 0; $day < $today && $n < self::FOLD_DAYS; $day = Funnel_Report::shift( $day, 1 ), ++$n ) {
			Transaction::run( fn () => $this->fold( $day ) );
			update_option( self::FOLDED_OPTION, $day, false );
			if ( null !== $deadline && microtime( true ) >= $deadline ) {
				return;
			}
		}
	}

	/**
	 * Moves a day's counters of the campaign values beyond the most frequent ones to OTHER.
	 *
	 * @param string $day Y-m-d.
	 */
	public function fold( string $day ): void {
		foreach ( array( 'utm_source', 'utm_campaign' ) as $column ) {
			$rare = array_slice( $this->sources->campaign_values( $day, $column ), self::KEEP_CAMPAIGNS );
			$ids  = array_merge( array(), ...array_map( static fn ( array $value ) => $value[1], $rare ) );
			foreach ( $this->sources->find_many( $ids ) as $id => $source ) {
				$other = 'utm_source' === $column ? $source->with_utm( Funnel_Source::OTHER, null ) : $source->with_utm( null, Funnel_Source::OTHER );
				$this->counters->move( $day, $id, $this->sources->id_for( $other, $day ) );
			}
		}
	}

	/**
	 * Runs deletes of BATCH rows until one comes back short or the deadline passed.
	 *
	 * @param callable(): int $batch    Deletes up to BATCH rows, answers how many.
	 * @param float|null      $deadline microtime() limit, or null.
	 * @return int Rows deleted.
	 */
	private function until_done( callable $batch, ?float $deadline ): int {
		$total = 0;
		do {
			$deleted = $batch();
			$total  += $deleted;
		} while ( $deleted >= self::BATCH && ( null === $deadline || microtime( true ) < $deadline ) );
		return $total;
	}
}
