<?php
/**
 * Site Health test and info of the plugin's background jobs.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Wiring\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Site Health says what the admin notice says (Cron_Report): good while WP-Cron or a system
 * cron runs the jobs on time; when they stopped, critical while e-mails wait in the outbox (a visitor
 * waits for a confirmation link), else recommended, with how to run them from system cron. The Info
 * tab lists who runs the jobs, when each last finished and the outbox's queue.
 */
final class Cron_Health {

	public const TEST = 'immo_wizards_background_jobs';

	/**
	 * Constructor.
	 *
	 * @param Cron_Report $report Whether background work runs, and the outbox's queue.
	 * @param string[]    $jobs   The job names (Jobs::all()'s keys), for the Info tab.
	 */
	public function __construct( private Cron_Report $report, private array $jobs ) {
	}

	/**
	 * Adds the test and the Info tab's section.
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( $this, 'add_test' ) );
		add_filter( 'debug_information', array( $this, 'add_info' ) );
	}

	/**
	 * Filter: registers the direct test.
	 *
	 * @param mixed $tests Site Health tests.
	 * @return array<string,mixed>
	 */
	public function add_test( $tests ): array {
		$tests                         = is_array( $tests ) ? $tests : array();
		$tests['direct'][ self::TEST ] = array(
			'label' => __( 'Immo Wizards background jobs', 'immo-wizards' ),
			'test'  => array( $this, 'result' ),
		);
		return $tests;
	}

	/**
	 * The test's result.
	 *
	 * @return array{label:string,status:string,badge:array{label:string,color:string},description:string,actions:string,test:string}
	 */
	public function result(): array {
		$lines       = $this->report->lines();
		$description = '<p>' . esc_html__( 'The plugin sends its e-mails, delivers webhooks, sends search alerts and works on imports in the background every five minutes, run by WP-Cron or by the system cron (wp immo-wizards run-jobs).', 'immo-wizards' ) . '</p>';
		if ( ! $lines ) {
			$status       = 'good';
			$description .= '<p>' . esc_html( $this->runner() . ' ' . $this->last_run() ) . '</p>';
		} else {
			$status = $this->report->waiting()['count'] > 0 ? 'critical' : 'recommended';
			foreach ( $lines as $line ) {
				$description .= '<p>' . esc_html( $line ) . '</p>';
			}
			$description .= '<p><code>' . esc_html( Cron_Report::crontab_line() ) . '</code></p>';
		}
		return array(
			'label'       => 'good' === $status ? __( 'Immo Wizards\' background jobs run on time', 'immo-wizards' ) : __( 'Immo Wizards\' background jobs are not running', 'immo-wizards' ),
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'Immo Wizards', 'immo-wizards' ),
				'color' => 'good' === $status ? 'blue' : ( 'critical' === $status ? 'red' : 'orange' ),
			),
			'description' => $description,
			'actions'     => '',
			'test'        => self::TEST,
		);
	}

	/**
	 * Filter: the Info tab's section.
	 *
	 * @param mixed $info Site Health info sections.
	 * @return array<string,mixed>
	 */
	public function add_info( $info ): array {
		$info    = is_array( $info ) ? $info : array();
		$waiting = $this->report->waiting();
		$fields  = array(
			'runner'  => array(
				'label' => __( 'Background jobs run by', 'immo-wizards' ),
				'value' => $this->report->cron_disabled() ? __( 'System cron (WP-Cron is switched off)', 'immo-wizards' ) : __( 'WP-Cron', 'immo-wizards' ),
				'debug' => $this->report->cron_disabled() ? 'system cron' : 'wp-cron',
			),
			'running' => array(
				'label' => __( 'Background jobs', 'immo-wizards' ),
				'value' => Cron_Report::stopped() ? __( 'Not running', 'immo-wizards' ) : __( 'Running on time', 'immo-wizards' ),
				'debug' => Cron_Report::stopped() ? 'stopped' : 'on time',
			),
			'outbox'  => array(
				'label' => __( 'E-mails waiting in the outbox', 'immo-wizards' ),
				'value' => $waiting['count'] > 0
					/* translators: 1: number of e-mails, 2: age of the oldest one, e.g. "2 hours" */
					? sprintf( __( '%1$d (oldest: %2$s old)', 'immo-wizards' ), $waiting['count'], Outbox_Report::age( (string) $waiting['oldest'] ) )
					: '0',
				'debug' => $waiting['count'] . ( $waiting['count'] > 0 ? ' (oldest: ' . $waiting['oldest'] . ' UTC)' : '' ),
			),
		);
		foreach ( $this->jobs as $job ) {
			$last                    = Jobs::last_run( $job );
			$fields[ 'job_' . $job ] = array(
				/* translators: %s: job name, e.g. "outbox" */
				'label' => sprintf( __( 'Job "%s" last finished', 'immo-wizards' ), $job ),
				'value' => $last > 0 ? self::ago( $last ) : __( 'Never', 'immo-wizards' ),
				'debug' => $last > 0 ? gmdate( 'Y-m-d H:i:s', $last ) . ' UTC' : 'never',
			);
		}
		$info['immo-wizards-jobs'] = array(
			'label'  => __( 'Immo Wizards background jobs', 'immo-wizards' ),
			'fields' => $fields,
		);
		return $info;
	}

	/**
	 * Who runs the jobs (sentence).
	 */
	private function runner(): string {
		return $this->report->cron_disabled()
			? __( 'WP-Cron is switched off on this site (DISABLE_WP_CRON); the system cron runs the jobs.', 'immo-wizards' )
			: __( 'WP-Cron runs the jobs.', 'immo-wizards' );
	}

	/**
	 * When the outbox job last finished (sentence).
	 */
	private function last_run(): string {
		$last = Jobs::last_run( 'outbox' );
		return $last > 0
			/* translators: %s: e.g. "3 minutes ago" */
			? sprintf( __( 'Last run: %s.', 'immo-wizards' ), self::ago( $last ) )
			: __( 'They have not run yet.', 'immo-wizards' );
	}

	/**
	 * "3 minutes ago" for a Unix time.
	 *
	 * @param int $time Unix time.
	 */
	private static function ago( int $time ): string {
		/* translators: %s: time since, e.g. "3 minutes" */
		return sprintf( __( '%s ago', 'immo-wizards' ), human_time_diff( $time, time() ) );
	}
}
