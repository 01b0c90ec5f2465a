<?php
/**
 * The portal user role.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Users;

defined( 'ABSPATH' ) || exit;

/**
 * `immo_contact`: may read and use the portal, nothing else. `immo_manage_requests`: may work with
 * the requests inbox (administrators and editors).
 */
final class Roles {

	public const ROLE = 'immo_contact';

	public const CAPABILITY = 'immo_wizards_portal';

	/** May list, read, change, delete and export requests and contacts. */
	public const MANAGE_REQUESTS = 'immo_manage_requests';

	/** The roles that get MANAGE_REQUESTS on activation and upgrade. */
	public const REQUEST_MANAGERS = array( 'administrator', 'editor' );

	/**
	 * Adds (or repairs) the role.
	 */
	public static function add(): void {
		$role = get_role( self::ROLE );
		if ( ! $role ) {
			add_role(
				self::ROLE,
				'Immo Wizards contact',
				array(
					'read'           => true,
					self::CAPABILITY => true,
				)
			);
			return;
		}
		foreach ( array( 'read', self::CAPABILITY ) as $cap ) {
			if ( ! $role->has_cap( $cap ) ) {
				$role->add_cap( $cap );
			}
		}
	}

	/**
	 * Removes the role.
	 */
	public static function remove(): void {
		remove_role( self::ROLE );
	}

	/**
	 * Gives administrators and editors the inbox capability (roles a site removed stay removed).
	 */
	public static function grant_request_managers(): void {
		foreach ( self::REQUEST_MANAGERS as $name ) {
			get_role( $name )?->add_cap( self::MANAGE_REQUESTS );
		}
	}

	/**
	 * Takes the inbox capability from every role (uninstall): nothing of the plugin stays in the roles.
	 */
	public static function revoke_request_managers(): void {
		foreach ( wp_roles()->role_objects as $role ) {
			if ( $role->has_cap( self::MANAGE_REQUESTS ) ) {
				$role->remove_cap( self::MANAGE_REQUESTS );
			}
		}
	}

	/**
	 * Whether a user's only role is immo_contact (never true for editors or admins).
	 *
	 * @param \WP_User|null $user User.
	 */
	public static function is_contact_only( ?\WP_User $user ): bool {
		return $user instanceof \WP_User && $user->exists() && array( self::ROLE ) === array_values( (array) $user->roles )
			&& ! is_super_admin( $user->ID );
	}
}
