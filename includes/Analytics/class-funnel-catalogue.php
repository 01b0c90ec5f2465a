<?php
/**
 * What the funnel counts: the allow-list of screens, steps and events.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

defined( 'ABSPATH' ) || exit;

/**
 * Every counter is (screen, step, event): a screen's steps in the order the screen shows them
 * (the lead wizard's default order), and events of the whole screen with the step ''. Browsers may
 * send only the client events; `submitted` and `confirmed` are counted by the server when a request
 * is stored and when its double opt-in happens.
 */
final class Funnel_Catalogue {

	/** Screens with their steps. */
	public const SCREENS = array(
		'lead-wizard'         => array( 'category', 'address', 'details', 'contact' ),
		'saved-search-wizard' => array( 'regions', 'category', 'ranges', 'contact' ),
		'expose-inquiry'      => array(),
		'contact-form'        => array(),
		'newsletter'          => array(),
		'route-planner'       => array( 'start', 'route' ),
		'portal'              => array(),
	);

	/** Events of a step (the step becomes current for the first time; the visitor goes on from it). */
	public const STEP_EVENTS = array( 'reached', 'completed' );

	/** A form's submit as the browser sees it: attempted, and failed by reason. */
	public const SUBMIT_EVENTS = array( 'submit_attempted', 'failed_validation', 'failed_rate_limit', 'failed_server' );

	/** The portal's way in. */
	public const PORTAL_EVENTS = array( 'login_link_asked', 'login_done' );

	/** Counted by the server only. */
	public const SERVER_EVENTS = array( 'submitted', 'confirmed' );

	/**
	 * The events a browser may send, for the route's schema.
	 *
	 * @return string[]
	 */
	public static function client_events(): array {
		return array_merge( array( 'view' ), self::STEP_EVENTS, self::SUBMIT_EVENTS, self::PORTAL_EVENTS );
	}

	/**
	 * The screens that submit requests (the rest have no submit events).
	 *
	 * @return string[]
	 */
	public static function form_screens(): array {
		return array_keys( array_diff_key( self::SCREENS, array_flip( array( 'route-planner', 'portal' ) ) ) );
	}

	/**
	 * Whether a browser may count this event (step '' for the screen's own events).
	 *
	 * @param string $screen Screen.
	 * @param string $step   Step, or ''.
	 * @param string $event  Event.
	 */
	public static function allows( string $screen, string $step, string $event ): bool {
		if ( ! isset( self::SCREENS[ $screen ] ) ) {
			return false;
		}
		if ( in_array( $event, self::STEP_EVENTS, true ) ) {
			return in_array( $step, self::SCREENS[ $screen ], true );
		}
		if ( '' !== $step ) {
			return false;
		}
		if ( 'view' === $event ) {
			return true;
		}
		if ( in_array( $event, self::SUBMIT_EVENTS, true ) ) {
			return in_array( $screen, self::form_screens(), true );
		}
		return 'portal' === $screen && in_array( $event, self::PORTAL_EVENTS, true );
	}
}
